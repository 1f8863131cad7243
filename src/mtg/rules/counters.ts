import type { ObjectId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { countersToPut } from "./doubling.js";
import { changed, log } from "./draft.js";

/** 122.1: an effect puts counters on an object (doubled by 614.1a effects such as Doubling Season). */
export function addCountersTo(ctx: Ctx, id: ObjectId, kind: string, amount: number): void {
  const o = ctx.state.objects[id];
  if (!o || amount <= 0) return;
  const n = countersToPut(ctx.state, id, amount);
  o.counters[kind] = (o.counters[kind] ?? 0) + n;
  log(ctx.state, "counters", `${n} ${kind} counter(s) on ${id}`, "122.1");
  changed(ctx.state);
}

export function removeCountersFrom(ctx: Ctx, id: ObjectId, kind: string, n: number): number {
  const o = ctx.state.objects[id];
  if (!o) return 0;
  const had = o.counters[kind] ?? 0;
  const removed = Math.min(had, n);
  if (had - removed > 0) o.counters[kind] = had - removed;
  else delete o.counters[kind];
  changed(ctx.state);
  return removed;
}
