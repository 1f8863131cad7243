import { derive } from "../../layers/derive.js";
import { keepTapped } from "../keptTapped.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** 502.3, 611.2b: "… doesn't untap during its controller's untap step for as long as …". */
export const keptTappedEffects = effectHandlers({
  doesntUntapWhile: (ctx, e, r) => {
    const { state } = ctx;
    const d = derive(state);
    for (const id of resolveObjects(ctx, e.what, r))
      if (r.sourceId)
        keepTapped(state, d, id, { sourceId: r.sourceId, controller: r.controller, duration: e.duration });
  },
});
