import { addCountersTo, countOf, removeCountersFrom } from "../counters.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/**
 * 122.5: "move a counter": remove it from the first object and put it onto the second; if either
 * can't be done (the same object, no such counter, an object no longer on the battlefield), no
 * counter is removed or put.
 */
export const moveCounterEffects = effectHandlers({
  moveCounters: (ctx, e, r) => {
    const [from] = resolveObjects(ctx, e.from, r);
    const [to] = resolveObjects(ctx, e.to, r);
    if (from === undefined || to === undefined || from === to) return;
    const [a, b] = [ctx.state.objects[from], ctx.state.objects[to]];
    if (a?.zone !== "battlefield" || b?.zone !== "battlefield") return;
    const n = Math.min(countOf(a, e.kind), amount(ctx, e.amount, r));
    if (n <= 0) return;
    removeCountersFrom(ctx, from, e.kind, n);
    addCountersTo(ctx, to, e.kind, n);
  },
});
