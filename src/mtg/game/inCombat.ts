import type { GameObject } from "../model/object.js";
import type { GameState } from "../model/state.js";

/** 506.4: whether a permanent is attacking (or blocking). Only permanents on the battlefield are in combat. */
export function anyInCombat(state: GameState, as: "attacking" | "blocking"): boolean {
  for (const id of state.battlefield) if ((state.objects[id]?.[as] ?? null) !== null) return true;
  return false;
}

/** 506.4: the permanents that are attacking or blocking, in the battlefield's order. */
export function permanentsInCombat(state: GameState): GameObject[] {
  const out: GameObject[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (o && (o.attacking !== null || o.blocking !== null)) out.push(o);
  }
  return out;
}
