import { findCard } from "../../cards/registry.js";
import { derive } from "../../layers/derive.js";
import type { GameObject } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import { hasDayNightKeyword } from "./bound.js";

/**
 * 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
 * transformed" — a daybound permanent entering front face up at night enters back face up.
 */
export function entersTransformedAtNight(state: GameState, obj: GameObject): boolean {
  if (state.dayNight !== "night" || obj.status.face !== 0 || obj.status.faceDown || obj.token) return false;
  const def = findCard(state, obj.card ?? "");
  if (def?.layout !== "transform" || def.faces.length < 2) return false;
  return hasDayNightKeyword(derive(state).get(obj.id), "daybound");
}
