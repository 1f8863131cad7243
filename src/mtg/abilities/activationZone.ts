import type { ActivatedAbility } from "./ability.js";

/**
 * 113.6: the zone an activated ability functions from: the battlefield, unless it says otherwise —
 * the hand (cycling, 702.29a), the graveyard (113.6m: a cost exiling its card from there; unearth, 702.84a).
 */
export function activationZone(def: ActivatedAbility): "battlefield" | "hand" | "graveyard" {
  if (def.cost.exileSelfFromGraveyard || def.fromGraveyard) return "graveyard";
  return def.fromHand ? "hand" : "battlefield";
}
