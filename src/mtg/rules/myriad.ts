import type { Effect } from "../abilities/effect.js";
import type { Ctx } from "../game/ctx.js";
import type { Resolution } from "../game/resolution.js";
import { derive } from "../layers/derive.js";
import { defendingPlayerOf } from "./combat.js";
import type { CopiesToCreate } from "./effects/tokenCopies.js";

/** The delayed triggered ability myriad may create: "exile the tokens at end of combat" (603.7). */
const EXILE_AT_END_OF_COMBAT: Effect = {
  do: "atEndOfCombat",
  effects: [{ do: "exile", what: { ref: "triggerObject" } }],
};

/**
 * 702.116a: "for each opponent other than defending player, you may create a token that's a copy of
 * this creature that's tapped and attacking that player or a planeswalker they control. If one or
 * more tokens are created this way, exile the tokens at end of combat." Myriad's rulings: the
 * tokens enter at the same time; "defending player" is the player the creature attacks (508.5).
 * A creature no longer on the battlefield or in combat makes no token here (its last known
 * values are not copied by this engine yet).
 */
export function myriad(
  ctx: Ctx,
  r: Resolution,
  enter: (copies: readonly CopiesToCreate[]) => void,
  runNested: (effects: readonly Effect[]) => void,
): void {
  const { state } = ctx;
  const self = r.sourceId;
  if (!self || state.objects[self]?.zone !== "battlefield") return;
  const defending = defendingPlayerOf(state, derive(state), self);
  if (defending === null) return;
  const copies: CopiesToCreate[] = [];
  for (const p of state.players) {
    if (p.name === r.controller || p.name === defending || p.lost) continue;
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${r.sourceName ?? "myriad"}: create a token copy attacking ${p.name}?`,
      rule: "702.116a",
    });
    if (a.kind === "yesNo" && a.yes)
      copies.push({
        of: self,
        controller: r.controller,
        n: 1,
        attacking: { defenders: [p.name], playerOrPlaneswalker: true },
      });
  }
  const before = r.created.length;
  if (copies.length > 0) enter(copies);
  if (r.created.length > before) runNested([EXILE_AT_END_OF_COMBAT]);
}
