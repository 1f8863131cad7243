import type { ObjectId } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";

/** docs/scenario-format.md §6 `copy`: a copy effect applies to it, it was created as a copy, or it is a copy of a spell (707). */
export function isCopy(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o) return false;
  if (o.isCopyOfSpell || o.isCardCopy || o.token?.copyOf !== undefined) return true;
  return state.effects.some((e) => e.copy !== undefined && e.affected.includes(id));
}
