import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { countersToPut } from "./doubling.js";
import { changed, log } from "./draft.js";
import { detectTriggers } from "./triggers.js";

/** 122.1: an effect puts counters on an object (doubled by 614.1a effects such as Doubling Season). */
export function addCountersTo(ctx: Ctx, id: ObjectId, kind: string, amount: number): void {
  const o = ctx.state.objects[id];
  if (!o || amount <= 0) return;
  const n = countersToPut(ctx.state, id, amount);
  const before = o.counters[kind] ?? 0;
  o.counters[kind] = before + n;
  log(ctx.state, "counters", `${n} ${kind} counter(s) on ${id}`, "122.1");
  changed(ctx.state, id);
  if (o.zone === "battlefield") detectTriggers(ctx, { e: "countersAdded", id, kind, before, after: before + n }, derive(ctx.state));
}

/**
 * 122.8-style removal: takes up to `n` counters of a kind off an object; returns how many were
 * removed. Abilities that trigger on counters being removed ("when the last defense counter is
 * removed", 310.11b) see the event.
 */
export function removeCountersFrom(ctx: Ctx, id: ObjectId, kind: string, n: number): number {
  const o = ctx.state.objects[id];
  if (!o) return 0;
  const had = o.counters[kind] ?? 0;
  const removed = Math.min(had, n);
  if (had - removed > 0) o.counters[kind] = had - removed;
  else delete o.counters[kind];
  changed(ctx.state, id);
  // 702.62a: a suspended card's time counters are removed in exile, where its abilities function.
  if (removed > 0 && (o.zone === "battlefield" || o.zone === "exile")) {
    log(ctx.state, "counters", `${removed} ${kind} counter(s) removed from ${id}`, "122.1");
    detectTriggers(ctx, { e: "countersRemoved", id, kind, left: had - removed }, derive(ctx.state));
  }
  return removed;
}
