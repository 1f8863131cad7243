import type { PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 500.7: "[Player] takes an extra turn after this one" — the turn is added directly after this one;
 * the most recently created extra turn is taken first.
 */
export function addExtraTurn(state: GameState, who: PlayerId): void {
  state.extraTurns = [...(state.extraTurns ?? []), who];
}

/**
 * 500.7, 102.1: whose turn comes next — the most recent extra turn, else the next player in turn
 * order after the one whose normal turn the extra turns followed.
 */
export function nextTurnPlayer(state: GameState): PlayerId {
  const names = state.players.filter((p) => !p.lost).map((p) => p.name);
  const pending = (state.extraTurns ?? []).filter((p) => names.includes(p));
  const extra = pending.at(-1);
  if (extra !== undefined) {
    state.rotationFrom ??= state.turn.active;
    if (pending.length > 1) state.extraTurns = pending.slice(0, -1);
    else delete state.extraTurns;
    return extra;
  }
  delete state.extraTurns;
  const from = state.rotationFrom ?? state.turn.active;
  delete state.rotationFrom;
  const order = state.players.map((p) => p.name);
  for (let i = 1; i <= order.length; i++) {
    const p = order[(order.indexOf(from) + i) % order.length];
    if (p !== undefined && names.includes(p)) return p;
  }
  return state.turn.active;
}
