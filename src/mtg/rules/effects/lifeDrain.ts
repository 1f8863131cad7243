import { changed } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { gainLife } from "../life.js";
import { loseLife } from "../lifeLoss.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";

/** 702.101a: "each opponent loses N life and you gain life equal to the total life lost this way". */
export const lifeDrainEffects = effectHandlers({
  opponentsLoseYouGainThatMuch: (ctx, e, r) => {
    const n = amount(ctx, e.amount, r);
    let lost = 0;
    for (const p of resolvePlayers(ctx, { ref: "eachOpponent" }, r)) {
      const before = player(ctx.state, p).life;
      loseLife(ctx.state, p, n);
      lost += before - player(ctx.state, p).life; // the rulings: "the total amount of life lost"
    }
    if (lost > 0) gainLife(ctx, r.controller, lost);
    changed(ctx.state);
  },
});
