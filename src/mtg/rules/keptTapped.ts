import type { Derived } from "../layers/derive.js";
import type { GameState } from "../model/state.js";
import type { KeptTapped, ObjectId } from "../model/object.js";
import { changed, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/**
 * 611.2b: whether the effect's duration still holds: its source is on the battlefield (and, for
 * "for as long as you control [source]", still controlled by the effect's controller).
 */
function holds(state: GameState, d: Derived, k: KeptTapped): boolean {
  const source = state.objects[k.sourceId];
  if (source?.zone !== "battlefield") return false;
  return k.duration === "whileSourceOnBattlefield" || d.get(k.sourceId)?.controller === k.controller;
}

/** 502.3: an effect "for as long as …" keeps the permanent tapped during its controller's untap step. */
export function keptTappedByEffect(state: GameState, d: Derived, id: ObjectId): boolean {
  return (state.objects[id]?.keptTapped ?? []).some((k) => holds(state, d, k));
}

/**
 * 611.2b: the "doesn't untap … for as long as …" effects whose duration has ended stop for good
 * (Wall of Stolen Identity's ruling: regaining control of the source doesn't bring them back).
 */
export function endExpiredKeptTapped(state: GameState, d: Derived): boolean {
  let ended = false;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o?.keptTapped) continue;
    const still = o.keptTapped.filter((k) => holds(state, d, k));
    if (still.length === o.keptTapped.length) continue;
    if (still.length > 0) writable(state, o).keptTapped = still;
    else delete writable(state, o).keptTapped;
    log(state, "untap", `${id} is no longer kept from untapping`, "611.2b", [id]);
    changed(state, id);
    ended = true;
  }
  return ended;
}

/** 502.3, 611.2b: the permanent doesn't untap for as long as the effect's duration holds (nothing if it already ended). */
export function keepTapped(state: GameState, d: Derived, id: ObjectId, k: KeptTapped): void {
  const o = state.objects[id];
  if (o?.zone !== "battlefield" || !holds(state, d, k)) return;
  writable(state, o).keptTapped = [...(o.keptTapped ?? []), k];
  log(state, "untap", `${id} won't untap during its controller's untap step while the effect lasts`, "502.3", [id]);
  changed(state, id);
}
