import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSingular } from "../text/subjects.js";

/**
 * "[you may] return a creature card from your graveyard to your hand", "return a creature card
 * from your graveyard to the battlefield [tapped]" (Dig Up the Body, Incarnation Technique): no
 * target, the card is chosen as the instruction is carried out (608.2d); then it is "that card".
 */
export function compileReturnFromYourGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^(?:you )?(may )?return an? (?:(.+?) )?card from your graveyard to (your hand|the battlefield)( tapped)?$/.exec(s);
  if (!m?.[3]) return null;
  const to = m[3] === "your hand" ? "hand" : "battlefield";
  if (m[4] && to === "hand") return null;
  const filter = m[2] === undefined ? allOf([]) : parseSingular(m[2]);
  if (!filter) return null;
  ctx.pronoun = { ref: "thisWay" };
  return [
    {
      do: "returnFromGraveyard",
      filter,
      to,
      ...(m[1] ? { optional: true as const } : {}),
      ...(m[4] ? { tapped: true as const } : {}),
    },
  ];
}
