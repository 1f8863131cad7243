import { addCountersTo, removeCountersFrom } from "../counters.js";
import { sacrifice } from "../destroy.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { perspective, type Resolution } from "../../game/resolution.js";

/** Counters (122): putting, removing, distributing. */
export const counterEffects = effectHandlers({
  addCounters: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) addCountersTo(ctx, id, e.kind, amount(ctx, e.amount, r, id));
  },
  removeCounters: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r))
      removeCountersFrom(ctx, id, e.kind, e.amount === "all" ? Number.POSITIVE_INFINITY : e.amount);
  },
  removeCounterOrSacrifice: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      if ((ctx.state.objects[id]?.counters[e.kind] ?? 0) > 0) removeCountersFrom(ctx, id, e.kind, 1);
      else sacrifice(ctx, id, r.controller);
    }
  },
  distributeCounters: (ctx, e, r) => distributeCounters(ctx, e.kind, e.amount, e.among, e.maxObjects, r),
});

/**
 * "Distribute `amount` counters among one, two, or three [filter] you control" with no target:
 * the controller puts them one at a time, each on an object of their choice (608.2d), on at most
 * `maxObjects` different objects. The counters are then put on together, per object.
 */
export function distributeCounters(
  ctx: Ctx,
  kind: string,
  amount: number,
  among: ObjectFilter,
  maxObjects: number,
  r: Resolution,
): void {
  const { state } = ctx;
  const d = derive(state);
  const options = state.battlefield.filter((id) => matchesFilter(d.view, id, among, perspective(r)));
  if (options.length === 0) return;
  const counts = new Map<ObjectId, number>();
  for (let i = 1; i <= amount; i++) {
    const allowed = counts.size >= maxObjects ? [...counts.keys()] : options;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: put ${kind} counter ${i} of ${amount} on`,
      options: allowed,
      optional: false,
      rule: "608.2d",
    });
    if (a.kind !== "object" || a.id === null) continue;
    counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
  }
  for (const [id, n] of counts) addCountersTo(ctx, id, kind, n);
}
