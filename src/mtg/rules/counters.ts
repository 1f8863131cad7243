import { addToCount, limitNote } from "../../kernel/countLimit.js";
import { own, setOwn } from "../../kernel/records.js";
import { derive } from "../layers/derive.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { countersToPut } from "./doubling.js";
import { changed, log } from "../game/draft.js";
import { detectTriggers } from "./triggers.js";
import { writable } from "../model/writableObject.js";

/** 122.1: an effect puts counters on an object (doubled by 614.1a effects such as Doubling Season). */
export function addCountersTo(ctx: Ctx, id: ObjectId, kind: string, amount: number): void {
  const o = ctx.state.objects[id];
  if (!o || amount <= 0) return;
  const before = countOf(o, kind);
  const after = putCounters(ctx.state, o, kind, countersToPut(ctx.state, id, amount));
  log(ctx.state, "counters", `${after - before} ${kind} counter(s) on ${id}`, "122.1", [id]);
  changed(ctx.state, id);
  if (o.zone === "battlefield")
    detectTriggers(ctx, { event: "countersAdded", id, kind, before, after }, derive(ctx.state));
}

/** How many counters of a kind an object has (its own entry: a kind may be named `valueOf`). */
export function countOf(o: GameObject, kind: string): number {
  return own(o.counters, kind) ?? 0;
}

/**
 * Puts `n` counters of a kind on an object, up to MAX_COUNTERS (107.1: numbers stay integers, so
 * finite; an engine limit, logged when reached). Returns the count after.
 */
export function putCounters(state: GameState, o: GameObject, kind: string, n: number): number {
  const { after, wanted } = addToCount(writable(state, o).counters, kind, n);
  if (after !== wanted) log(state, "counters", limitNote(o.id, kind, wanted), "107.1");
  return after;
}

/**
 * 122.8-style removal: takes up to `n` counters of a kind off an object; returns how many were
 * removed. Abilities that trigger on counters being removed ("when the last defense counter is
 * removed", 310.11b) see the event.
 */
export function removeCountersFrom(ctx: Ctx, id: ObjectId, kind: string, n: number): number {
  const found = ctx.state.objects[id];
  if (!found) return 0;
  const o = writable(ctx.state, found);
  const had = countOf(o, kind);
  const removed = Math.min(had, n);
  if (had - removed > 0) setOwn(o.counters, kind, had - removed);
  else delete o.counters[kind];
  changed(ctx.state, id);
  // 702.62a: a suspended card's time counters are removed in exile, where its abilities function.
  if (removed > 0 && (o.zone === "battlefield" || o.zone === "exile")) {
    log(ctx.state, "counters", `${removed} ${kind} counter(s) removed from ${id}`, "122.1", [id]);
    detectTriggers(ctx, { event: "countersRemoved", id, kind, left: had - removed }, derive(ctx.state));
  }
  return removed;
}
