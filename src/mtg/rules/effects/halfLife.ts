import { changed } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { halve } from "../../layers/evaluate.js";
import { loseLife } from "../lifeLoss.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/**
 * "[Player] loses half their life, rounded up" (107.1a, 119.3): each player's own life total as
 * the instruction is carried out; a life total of 0 or less loses nothing (107.1b).
 */
export const halfLifeEffects = effectHandlers({
  loseHalfLife: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r))
      loseLife(ctx.state, p, halve(Math.max(0, player(ctx.state, p).life), e.round));
    changed(ctx.state);
  },
});
