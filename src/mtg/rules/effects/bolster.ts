import { Filters } from "../../abilities/filter.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { perspective } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { addCountersTo } from "../counters.js";
import { effectHandlers } from "./handler.js";
import { amount } from "./refs.js";

/**
 * 701.39a: "Bolster N" means "Choose a creature you control with the least toughness or tied for
 * least toughness among creatures you control. Put N +1/+1 counters on that creature." The choice
 * is made as it resolves (no target); with no creature, nothing happens.
 */
export const bolsterEffects = effectHandlers({
  bolster: (ctx, e, r) => {
    const d = derive(ctx.state);
    const yours = Filters.and(Filters.creature, Filters.youControl);
    const creatures = ctx.state.battlefield.filter((id) => matchesFilter(d.view, id, yours, perspective(r)));
    const toughness = (id: string) => d.get(id)?.toughness ?? 0;
    const least = Math.min(...creatures.map(toughness));
    const options = creatures.filter((id) => toughness(id) === least);
    const chosen = chooseObjectAmong(ctx, {
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: bolster — choose a creature you control with the least toughness`,
      options,
      rule: "701.39a",
    });
    if (chosen !== null) addCountersTo(ctx, chosen, "+1/+1", amount(ctx, e.amount, r));
  },
});
