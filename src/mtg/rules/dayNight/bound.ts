import type { Characteristics } from "../../layers/characteristics.js";
import type { Derived } from "../../layers/derive.js";
import { hasKeyword } from "../../layers/keywords.js";
import type { GameObject } from "../../model/object.js";
import type { GameState } from "../../model/state.js";

/** 702.145b, 702.145e: the day/night keywords a permanent has. */
export type DayNightKeyword = "daybound" | "nightbound";

/** Whether these characteristics include daybound or nightbound (702.145). */
export function hasDayNightKeyword(c: Characteristics | undefined, k: DayNightKeyword): boolean {
  return hasKeyword(c, k);
}

/** 702.145b, 702.145e: "This permanent can't transform except due to its daybound / nightbound ability." */
export function transformsOnlyByDayNight(d: Derived, o: GameObject): boolean {
  const c = d.get(o.id);
  return hasDayNightKeyword(c, "daybound") || hasDayNightKeyword(c, "nightbound");
}

/**
 * 702.145c, 702.145f: the permanents on the wrong face for the game's designation: front face up
 * with daybound while it's night, back face up with nightbound while it's day.
 */
export function onWrongFace(state: GameState, d: Derived): GameObject[] {
  const out: GameObject[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || o.status.faceDown) continue;
    const front = o.status.face === 0;
    if (state.dayNight === "night" && front && hasDayNightKeyword(c, "daybound")) out.push(o);
    if (state.dayNight === "day" && !front && hasDayNightKeyword(c, "nightbound")) out.push(o);
  }
  return out;
}
