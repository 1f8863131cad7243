import { Filters } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { recordEffect } from "../../game/recordEffect.js";
import { perspective } from "../../game/resolution.js";
import { addCountersTo } from "../counters.js";
import { effectHandlers } from "./handler.js";
import { amount, chooseOnResolution } from "./refs.js";

const ARMY = Filters.and(Filters.creature, Filters.subtype("Army"), Filters.youControl);

/** 701.47: amass. */
export const amassEffects = effectHandlers({
  amass: (ctx, e, r, runNested) => {
    const { state } = ctx;
    const n = amount(ctx, e.amount, r);
    // 701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token."
    const before = derive(state);
    if (!state.battlefield.some((id) => matchesFilter(before.view, id, ARMY, perspective(r))))
      runNested([
        {
          do: "createToken",
          token: {
            name: `${e.subtype} Army Token`,
            colors: ["B"],
            types: ["Creature"],
            subtypes: [e.subtype, "Army"],
            power: 0,
            toughness: 0,
          },
          count: 1,
        },
      ]);
    // "Choose an Army creature you control. Put N +1/+1 counters on that creature."
    const [army] = chooseOnResolution(ctx, ARMY, "an Army creature you control", r);
    if (army === undefined) return;
    addCountersTo(ctx, army, "+1/+1", n);
    // "If it isn't a [subtype], it becomes a [subtype] in addition to its other types."
    if (derive(state).get(army)?.subtypes.includes(e.subtype)) return;
    recordEffect(state, {
      sourceId: r.sourceId,
      sourceName: r.sourceName,
      controller: r.controller,
      duration: "permanent",
      affected: [army],
      parts: [{ op: "addTypes", subtypes: [e.subtype] }],
      rule: "701.47a",
      text: r.text,
    });
  },
});
