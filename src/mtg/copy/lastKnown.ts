import { own } from "../../kernel/records.js";
import { derive, type Derived } from "../layers/derive.js";
import { cloneObject, cloneState } from "../model/cloneState.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 608.2h: the characteristics of a permanent that has left the battlefield, as it last existed
 * there — derived on a copy of the game with its last known information put back on the
 * battlefield (copy effects that applied to it included: Absorb Identity's ruling, "the copiable
 * values of the creature as it last existed on the battlefield"). Null when none is kept.
 */
export function lastKnownDerivation(state: GameState, id: ObjectId): Derived | null {
  const known = own(state.lastKnown, id);
  if (!known || own(state.objects, id)) return null;
  const ghost = cloneState(state);
  ghost.objects[id] = { ...cloneObject(known), zone: "battlefield" };
  ghost.battlefield = [...ghost.battlefield, id];
  ghost.rev++; // a change of unknown reach: derived from scratch
  return derive(ghost);
}
