import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed } from "../game/draft.js";
import { detectTriggers } from "./triggers.js";
import { writable } from "../model/writableObject.js";

/**
 * 701.26b: only tapped permanents can be untapped; each of them "becomes untapped" (603.2e), the
 * event of inspired. Abilities that trigger during the untap step wait until upkeep (502.4).
 */
export function untapPermanents(ctx: Ctx, ids: readonly ObjectId[]): void {
  const { state } = ctx;
  const untapped = ids.filter((id) => state.objects[id]?.status.tapped === true);
  if (untapped.length === 0) return;
  const before = derive(state);
  for (const id of untapped) {
    const o = state.objects[id];
    if (o) writable(state, o).status.tapped = false;
  }
  changed(state, ...untapped);
  for (const id of untapped) detectTriggers(ctx, { event: "untapped", id }, before);
}
