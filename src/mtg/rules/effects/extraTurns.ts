import { changedNoObject, log } from "../../game/draft.js";
import { addExtraTurn } from "../extraTurns.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/** 500.7: extra turns. */
export const extraTurnEffects = effectHandlers({
  extraTurn: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) {
      addExtraTurn(ctx.state, p);
      log(ctx.state, "turn", `${p} will take an extra turn after this one`, "500.7");
    }
    changedNoObject(ctx.state);
  },
});
