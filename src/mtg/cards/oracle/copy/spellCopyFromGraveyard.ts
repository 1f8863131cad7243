import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

/**
 * "If this spell was cast from a graveyard, you may copy this spell and may choose a new target
 * for the copy" (Sevinne's Reclamation): read from how the resolving spell was cast (608.2h); the
 * copy is of the resolving spell itself (707.10), controlled by its controller.
 */
export function compileCopySelfIfCastFromGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^if ~ was cast from a graveyard, (you may )?copy ~( and may choose a new target for the copy)?$/.exec(s);
  if (!m || ctx.spell !== null) return null;
  const copy: Effect = {
    do: "copySpell",
    what: { ref: "self" },
    count: 1,
    newTargets: m[2] !== undefined,
    exceptions: [],
  };
  const effect: Effect = m[1] ? { do: "mayThen", first: copy, ifYouDo: [] } : copy;
  return [{ do: "if", condition: { is: "castFromGraveyard" }, effects: [effect] }];
}
