import type { ObjectId, PlayerId } from "../model/object.js";
import type { LayerView } from "./view.js";

/**
 * 702.30a (echo): whether `player` has controlled `id` only since after the beginning of their
 * last upkeep before this turn — it came under their control (entered, or changed controller,
 * 302.6) during or after their previous turn. A permanent controlled since before the game's
 * first turn (a scenario's setup) did not. `controlledSince` is the first turn that began with it
 * under its controller's control; turns rotate in seating order (no extra turns are taken).
 */
export function cameUnderControlSinceLastUpkeep(view: LayerView, id: ObjectId, player: PlayerId): boolean {
  const o = view.object(id);
  if (!o) return false;
  // A control change layer 2 made that the bookkeeping has not noted yet is recent (302.6).
  if (view.get(id)?.controller !== o.controlledBy) return view.get(id)?.controller === player;
  if (o.controlledBy !== player) return false;
  const names = view.state.players.map((pl) => pl.name);
  const back = (names.indexOf(view.state.turn.active) - names.indexOf(player) + names.length) % names.length;
  const previousTurn = view.state.turn.number - back - names.length;
  return o.controlledSince > Math.max(previousTurn, 0);
}
