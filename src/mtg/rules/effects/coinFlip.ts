import { nextRandom } from "../../../kernel/rng.js";
import { changed, log } from "../../game/draft.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import { effectHandlers } from "./handler.js";

/**
 * 705.1-2: the resolving ability's controller flips a coin (the game's seeded generator) and calls
 * it; a fair call wins half the time, so winning is drawn directly. Then the instructions for the
 * result are carried out.
 */
export const coinFlipEffects = effectHandlers({
  flipCoin: (ctx, e, r, runNested) => runNested(flip(ctx, r) ? e.won : e.lost),
  flipUntilLose: (ctx, e, r, runNested) => {
    let won = 0;
    while (flip(ctx, r)) won++;
    runNested(e.effects, { ...r, coinFlipsWon: won });
  },
});

/** 705.2: one flip, with its result logged; true when the flip is won. */
function flip(ctx: Ctx, r: Resolution): boolean {
  const { state } = ctx;
  const { seed, value } = nextRandom(state.rng);
  state.rng = seed;
  changed(state);
  const won = value < 0.5;
  log(state, "coin", `${r.controller} ${won ? "wins" : "loses"} the flip`, "705.2");
  return won;
}
