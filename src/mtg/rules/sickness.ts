import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { writable } from "../model/writableObject.js";

/** The number of `who`'s most recent turn (this turn if `who` is the active player). */
function mostRecentTurnOf(state: GameState, who: PlayerId): number {
  const names = state.players.map((p) => p.name);
  const back = (names.indexOf(state.turn.active) - names.indexOf(who) + names.length) % names.length;
  return state.turn.number - back;
}

/** 302.6: a control change (layer 2 included) restarts the time since which its controller has controlled it. */
export function noteControlChanges(state: GameState): void {
  const d = derive(state);
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const controller = d.get(id)?.controller;
    if (!o || controller === undefined || o.controlledBy === controller) continue;
    writable(state, o).controlledBy = controller;
    writable(state, o).controlledSince = state.turn.number + 1;
  }
}

/**
 * 302.6: whether a permanent has been under its controller's control continuously since their most
 * recent turn began (a creature that hasn't can't attack or use {T} abilities without haste, 702.10).
 */
export function controlledSinceTurnBegan(state: GameState, id: ObjectId): boolean {
  noteControlChanges(state);
  const o = state.objects[id];
  if (!o) return false;
  return o.controlledSince <= mostRecentTurnOf(state, o.controlledBy);
}
