import { addCountersTo, removeCountersFrom } from "../counters.js";
import { sacrifice } from "../destroy.js";
import { distributeCounters } from "../effectsOnResolution.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** Counters (122): putting, removing, distributing. */
export const counterEffects = effectHandlers({
  addCounters: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) addCountersTo(ctx, id, e.kind, amount(ctx, e.amount, r, id));
  },
  removeCounters: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) removeCountersFrom(ctx, id, e.kind, e.amount);
  },
  removeCounterOrSacrifice: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      if ((ctx.state.objects[id]?.counters[e.kind] ?? 0) > 0) removeCountersFrom(ctx, id, e.kind, 1);
      else sacrifice(ctx, id, r.controller);
    }
  },
  distributeCounters: (ctx, e, r) => distributeCounters(ctx, e.kind, e.amount, e.among, e.maxObjects, r),
});
