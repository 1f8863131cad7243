import { castWithMiracle } from "../miracleTrigger.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** 702.94a: miracle's trigger — the revealed card may be cast for its miracle cost. */
export const miracleEffects = effectHandlers({
  castWithMiracle: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) castWithMiracle(ctx, id, r);
  },
});
