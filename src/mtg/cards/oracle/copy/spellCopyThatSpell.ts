import type { Condition } from "../../../abilities/condition.js";
import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { Filters } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { commit, mention } from "../text/mentions.js";

/**
 * "that spell" of a cast or copy trigger (magecraft, 603.2): the spell the ability is about, unless
 * a spell target was named since (then "that spell" is the target, as in "Counter target spell.
 * Create X …, where X is that spell's mana value").
 */
function aboutTriggerSpell(ctx: EffectContext): boolean {
  return ctx.spell?.ref === "triggerObject" && !ctx.targets.some((t) => t.spec.kind === "spell");
}

/**
 * "If that spell has mana value 5 or greater", "If that spell's mana value is 10 or greater"
 * (202.3): the trigger's spell, as it is now or last existed on the stack (608.2h).
 */
export function parseThatSpellCondition(phrase: string, ctx: EffectContext): Condition | null {
  const m =
    /^that spell has mana value (\d+) or (greater|less)$/.exec(phrase) ??
    /^that spell's mana value is (\d+) or (greater|less)$/.exec(phrase);
  if (!m?.[1] || !m[2] || !aboutTriggerSpell(ctx)) return null;
  const n = Number(m[1]);
  return {
    is: "triggerObjectMatches",
    filter: { is: "manaValue", ...(m[2] === "less" ? { atMost: n } : { atLeast: n }) },
  };
}

/** "put X +1/+1 counters on it, where X is that spell's mana value" (122.1, 202.3; Deekah, Fractal Theorist). */
export function compileCountersThatSpellManaValue(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^put X ([+-]\d+\/[+-]\d+|[a-z]+) counters on (.+), where X is that spell's mana value$/.exec(s);
  if (!m?.[1] || !m[2] || !aboutTriggerSpell(ctx)) return null;
  const what = mention(m[2], ctx);
  if (!what) return null;
  return [{ do: "addCounters", what: commit(ctx, what), kind: m[1], amount: { of: "triggerObjectManaValue" } }];
}

/**
 * 603.4, 115.9c: the intervening "if that spell targets only ~" of a cast trigger (Ink-Treader
 * Nephilim): checked as the spell is cast and again as the ability resolves.
 */
export function parseTargetsOnlySelfCondition(phrase: string, pronoun: ObjectRef | null): Condition | null {
  return phrase === `that spell targets only ${SELF}` && pronoun?.ref === "triggerObject"
    ? { is: "triggerObjectTargetsOnly", filter: Filters.self }
    : null;
}
