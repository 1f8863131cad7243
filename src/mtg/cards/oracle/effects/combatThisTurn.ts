import type { Effect } from "../../../abilities/effect.js";
import type { RuleEffect } from "../../../abilities/ruleEffect.js";
import { Filters } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

const RULES: readonly { readonly verb: RegExp; readonly rules: readonly RuleEffect[] }[] = [
  { verb: /^(.+) can't block this turn$/, rules: [{ rule: "cantBlock" }] },
  { verb: /^(.+) can't attack this turn$/, rules: [{ rule: "cantAttack" }] },
  { verb: /^(.+) can't attack or block this turn$/, rules: [{ rule: "cantAttack" }, { rule: "cantBlock" }] },
  { verb: /^(.+) can't be blocked this turn$/, rules: [{ rule: "cantBeBlockedBy", filter: Filters.creature }] },
  {
    verb: /^(.+) can attack this turn as though (?:it|they) didn't have defender$/,
    rules: [{ rule: "attacksDespiteDefender" }],
  },
];

/**
 * 101.2, 508.1c, 509.1b: "Target creature can't block this turn", "Creatures without flying can't
 * block this turn", "~ can't be blocked this turn": restrictions for the rest of the turn. A target
 * or "it" is the object named as the instruction resolves; a group is whatever matches it whenever
 * attackers or blockers are declared (611.2c locks only characteristic and control changes).
 */
export function compileCombatThisTurn(s: string, ctx: EffectContext): Effect[] | null {
  for (const { verb, rules } of RULES) {
    const m = verb.exec(s);
    if (!m?.[1]) continue;
    const what = mention(m[1], ctx);
    if (!what) return null;
    const ref = commit(ctx, what);
    if (ref.ref !== "each") return [{ do: "rulesThisTurn", what: ref, rules }];
    if (ref.except || ref.controlledBy) return null;
    const affects = ref.filter;
    return [{ do: "rulesThisTurn", rules: rules.map((r) => ({ ...r, affects })) }];
  }
  return null;
}
