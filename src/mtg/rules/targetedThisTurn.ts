import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { turnHistoryOf } from "../model/turnHistory.js";

/** 115.1: the object became the target of a spell or ability (remembered for the rest of the turn). */
export function recordBecameTarget(state: GameState, id: ObjectId): void {
  const h = turnHistoryOf(state);
  state.turnHistory = { ...h, targeted: [...(h.targeted ?? []), id] };
}

/** "… for the first time each turn": whether the object already became a target this turn. */
export function wasTargetedThisTurn(state: GameState, id: ObjectId): boolean {
  return turnHistoryOf(state).targeted?.includes(id) ?? false;
}
