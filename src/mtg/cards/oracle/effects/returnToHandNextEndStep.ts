import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

/**
 * "When ~ dies, return it to its owner's hand at the beginning of the next end step" (603.7a,
 * 603.7c, 400.7): a delayed ability about the card the permanent became in its new zone; if that
 * card has left that zone when the ability resolves, nothing returns. Only for an object that left
 * the battlefield in the trigger event ("it", "that card").
 */
export function compileReturnToHandNextEndStep(s: string, ctx: EffectContext): Effect[] | null {
  if (!/^return (it|that card) to its owner's hand at the beginning of the next end step$/.test(s)) return null;
  const it = ctx.pronoun;
  if (!ctx.pronounLeft || (it?.ref !== "self" && it?.ref !== "triggerObject")) return null;
  return [{ do: "atNextEndStep", effects: [{ do: "returnToHand", what: { ref: "triggerObject" } }], about: it }];
}
