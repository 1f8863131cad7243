import { own } from "../../kernel/records.js";
import { derive, type Derived } from "../layers/derive.js";
import { detachedCopy } from "../model/cloneState.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 608.2h: the characteristics of a permanent that has left the battlefield, or of a spell that has
 * left the stack, as it last existed there — derived on a copy of the game with its last known
 * information put back (copy effects that applied to it included: Absorb Identity's ruling, "the
 * copiable values of the creature as it last existed on the battlefield"). Null when none is kept.
 */
export function lastKnownDerivation(state: GameState, id: ObjectId): Derived | null {
  const known = own(state.lastKnown, id);
  if (!known || own(state.objects, id)) return null;
  const ghost = detachedCopy(state); // mid-action: the state's own objects stay writable
  const zone = known.zone === "stack" ? "stack" : "battlefield";
  ghost.objects[id] = { ...known, zone };
  if (zone === "stack") ghost.stack = [...ghost.stack, id];
  else ghost.battlefield = [...ghost.battlefield, id];
  ghost.rev++; // a change of unknown reach: derived from scratch
  return derive(ghost);
}
