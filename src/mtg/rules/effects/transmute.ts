import { derive } from "../../layers/derive.js";
import { manaValueOf } from "../../layers/evaluate.js";
import { follow } from "../../game/objects.js";
import { effectHandlers } from "./handler.js";

/** 702.53a: transmute's search, for the mana value of the card discarded to pay its cost. */
export const transmuteEffects = effectHandlers({
  searchSameManaValueAsDiscarded: (ctx, _e, r, runNested) => {
    if (r.sourceId === null) return;
    const card = follow(ctx.state, r.sourceId); // the discarded card, now in the graveyard (400.7)
    const d = derive(ctx.state);
    const c = d.get(card);
    const manaValue = c ? manaValueOf(d.view, card, c) : 0;
    runNested([
      {
        do: "searchLibraryFor",
        filter: { is: "manaValue", equals: manaValue },
        max: 1,
        to: "hand",
        reveal: true,
      },
    ]);
  },
});
