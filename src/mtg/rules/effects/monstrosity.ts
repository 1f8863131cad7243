import { addCountersTo } from "../counters.js";
import { detectTriggers } from "../triggers.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";
import { derive } from "../../layers/derive.js";
import { changed, log } from "../../game/draft.js";

/** 701.37: monstrosity, and the monstrous designation. */
export const monstrosityEffects = effectHandlers({
  monstrosity: (ctx, e, r) => {
    const { state } = ctx;
    for (const id of resolveObjects(ctx, { ref: "self" }, r)) {
      const o = state.objects[id];
      // 701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous."
      if (o?.zone !== "battlefield" || o.monstrous) continue;
      addCountersTo(ctx, id, "+1/+1", amount(ctx, e.amount, r, id));
      o.monstrous = true;
      changed(state, id);
      log(state, "monstrous", `${r.sourceName ?? id} becomes monstrous`, "701.37a", [id]);
      detectTriggers(ctx, { event: "becameMonstrous", id }, derive(state));
    }
  },
});
