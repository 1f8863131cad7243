import { addCountersTo } from "../counters.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** 701.10e: doubling counters gives each object as many of those counters as it already has. */
export const doubleCounterEffects = effectHandlers({
  doubleCounters: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      const counters = { ...(ctx.state.objects[id]?.counters ?? {}) };
      const kinds = e.kind === "each" ? Object.keys(counters) : [e.kind];
      for (const kind of kinds) {
        const n = counters[kind] ?? 0;
        if (n > 0) addCountersTo(ctx, id, kind, n);
      }
    }
  },
});
