import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { log, newTimestamp } from "../game/draft.js";
import { detectTriggers } from "./triggers.js";
import { transformsOnlyByDayNight } from "./dayNight/bound.js";
import { writable } from "../model/writableObject.js";

/**
 * Why nothing would happen if the permanent were told to transform, by rule; null if it can: not
 * a transforming double-faced one (701.27c), a meld card (712.4c), a face-down one (712.15a), or
 * one whose other face is an instant or sorcery face (712.10).
 */
export function cannotTransform(state: GameState, o: GameObject): string | null {
  const def = o.token ? null : findCard(state, o.card ?? "");
  const faces = o.token ? o.token.faces : (def?.faces ?? []);
  const layout = o.token ? (o.token.flip ? "flip" : "transform") : def?.layout;
  const other = faces[o.status.face === 0 ? 1 : 0];
  const cannot: readonly [boolean, string][] = [
    [o.meldedWith !== undefined || layout === "meld", "712.4c"],
    [faces.length < 2 || layout !== "transform", "701.27c"],
    [o.status.faceDown, "712.15a"],
    [other?.types.some((t) => t === "Instant" || t === "Sorcery") === true, "712.10"],
  ];
  return cannot.find(([applies]) => applies)?.[1] ?? null;
}

/** 701.27a, 712.3: a transforming double-faced permanent turns over (613.7g: new timestamp); a meld card can't (712.4c). */
export function transformPermanent(ctx: Ctx, id: ObjectId, cause?: "dayNight"): boolean {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield") return false;
  const why =
    cause !== "dayNight" && transformsOnlyByDayNight(derive(state), o) ? "702.145b" : cannotTransform(state, o);
  if (why !== null) {
    log(state, "transform", `${id} can't transform: nothing happens`, why);
    return false;
  }
  const own = writable(state, o);
  own.status.face = own.status.face === 0 ? 1 : 0;
  own.timestamp = newTimestamp(state);
  log(state, "transform", `${id} transforms`, "701.27a");
  detectTriggers(ctx, { event: "transformed", id, face: own.status.face }, derive(state));
  return true;
}
