import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

/**
 * "return that spell to its owner's hand" in a cast trigger (Krark, the Thumbless): the spell
 * leaves the stack without resolving and isn't countered; a copy would cease to exist (704.5d).
 */
export function compileReturnThatSpell(s: string, ctx: EffectContext): Effect[] | null {
  if (s !== "return that spell to its owner's hand" || ctx.spell?.ref !== "triggerObject") return null;
  return [{ do: "returnToHand", what: ctx.spell }];
}
