import { changed, log } from "../../game/draft.js";
import { gainLife } from "../life.js";
import { player } from "../../game/objects.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";
import { loseLife } from "../lifeLoss.js";

/** Players (119 life, 500.11 skipping steps, 305.2 land plays). */
export const playerEffects = effectHandlers({
  gainLife: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) gainLife(ctx, p, amount(ctx, e.amount, r));
  },
  loseLife: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) loseLife(ctx.state, p, amount(ctx, e.amount, r));
    changed(ctx.state);
  },
  skipNextUntapStep: (ctx, e, r) => {
    const { state } = ctx;
    for (const p of resolvePlayers(ctx, e.who, r)) {
      const pl = player(state, p);
      pl.skipUntapSteps = (pl.skipUntapSteps ?? 0) + 1;
      log(state, "skip", `${p} will skip their next untap step`, "500.11");
    }
    changed(state);
  },
  additionalLandPlay: (ctx, e, r) => {
    const { state } = ctx;
    const pl = player(state, r.controller);
    pl.additionalLandPlays = (pl.additionalLandPlays ?? 0) + e.amount;
    log(state, "land", `${r.controller} may play ${e.amount} additional land(s) this turn`, "305.2");
    changed(state);
  },
});
