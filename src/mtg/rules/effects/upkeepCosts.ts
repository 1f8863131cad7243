import { log } from "../../game/draft.js";
import { sacrifice } from "../destroy.js";
import { payMana } from "../mana.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** Upkeep costs of permanents: cumulative upkeep (702.24). */
export const upkeepCostEffects = effectHandlers({
  payForEachCounterOrSacrifice: (ctx, e, r) => {
    const { state } = ctx;
    for (const id of resolveObjects(ctx, { ref: "self" }, r)) {
      if (state.objects[id]?.zone !== "battlefield") continue;
      // 702.24a, 702.24b: the cost once for each age counter on it, paid all or not at all.
      const n = state.objects[id]?.counters[e.kind] ?? 0;
      const total = e.mana.repeat(n);
      const a = ctx.chooser.choose({
        kind: "yesNo",
        player: r.controller,
        prompt: `${r.sourceName ?? "ability"}: pay ${total || "nothing"}? (if you don't, sacrifice it)`,
        rule: "702.24a",
      });
      if (a.kind === "yesNo" && a.yes) {
        if (total !== "") payMana(ctx, r.controller, total, 0);
        log(state, "pay", `${r.controller} pays ${total || "{0}"}`, "702.24a");
        continue;
      }
      sacrifice(ctx, id, r.controller);
    }
  },
});
