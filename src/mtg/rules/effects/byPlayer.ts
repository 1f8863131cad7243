import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/**
 * "[That player] may …" (the chain spells): the named player carries out the instructions — they
 * choose, pay and, copying the spell, control the copy (707.10). With no such player (a target
 * player who left the game), nothing happens.
 */
export const byPlayerEffects = effectHandlers({
  byPlayer: (ctx, e, r, runNested) => {
    for (const who of resolvePlayers(ctx, e.who, r)) runNested(e.effects, { ...r, controller: who });
  },
});
