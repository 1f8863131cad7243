import { changedNoObject, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";

/** 104.2b: an effect states that a player wins the game; the game ends at once (104.1). */
export const winGameEffects = effectHandlers({
  winGame: (ctx, _e, r) => {
    const p = ctx.state.players.find((x) => x.name === r.controller);
    if (!p || p.lost || ctx.state.players.some((x) => x.won)) return;
    p.won = true;
    log(ctx.state, "win", `${p.name} wins the game`, "104.2b");
    changedNoObject(ctx.state);
  },
});
