import type { Effect } from "../../../abilities/effect.js";
import { parseTargetAbility } from "../copy/copySpells.js";
import type { EffectContext } from "../effects.js";

/**
 * 701.6b: "Counter target activated or triggered ability" (Repudiate): the ability is removed
 * from the stack and ceases to exist (113.7a); a mana ability is never on the stack (605.3a).
 */
export function compileCounterAbility(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^counter (target .+ ability.*)$/.exec(s);
  const target = m?.[1] ? parseTargetAbility(m[1]) : null;
  if (!target) return null;
  const what = { ref: "target" as const, index: ctx.targets.length };
  ctx.targets.push(target);
  ctx.pronoun = null;
  return [{ do: "counter", what }];
}
