import { ownLayout } from "../layers/layer1.js";
import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { log, newTimestamp } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/**
 * 708.2a-b: turns a permanent face down (it becomes a 2/2 with no text); a face-down one is left
 * alone, and so is a double-faced or melded one (712.16).
 */
export function turnFaceDown(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield" || o.status.faceDown) return;
  const layout = ownLayout(state, o);
  if (layout === "transform" || layout === "modal_dfc" || layout === "meld" || o.meldedWith !== undefined) {
    log(state, "faceDown", `${id} is double-faced: it can't be turned face down`, "712.16");
    return;
  }
  writable(state, o).status.faceDown = true;
  writable(state, o).timestamp = newTimestamp(state);
  log(state, "faceDown", `${id} is turned face down`, "708.2a");
}
