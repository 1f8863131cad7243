import { lastKnownDerivation } from "../copy/lastKnown.js";
import type { Derived } from "../layers/derive.js";
import type { Characteristics } from "../layers/characteristics.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * The characteristics of a source of damage (120.1): as it is now, or, once it has left its zone
 * (a creature sacrificed to pay for "It deals 1 damage to any target"), as it last existed there
 * (608.2h) — its colors for protection (702.16e), its deathtouch, lifelink, infect, its controller.
 */
export function damageSource(state: GameState, d: Derived, sourceId: ObjectId): Characteristics | undefined {
  return d.get(sourceId) ?? lastKnownDerivation(state, sourceId)?.get(sourceId);
}
