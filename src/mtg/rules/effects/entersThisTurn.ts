import { addDelayedThisTurn } from "./delayedThisTurn.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7b: "Whenever a [filter] enters this turn, …" creates a delayed triggered ability that
 * triggers on each such permanent entering for the rest of this turn (rules/entersThisTurnTriggers.ts).
 */
export const entersThisTurnEffects = effectHandlers({
  wheneverEntersThisTurn: (ctx, e, r) =>
    addDelayedThisTurn(ctx, r, { when: "entersThisTurn", entersFilter: e.filter, effects: e.effects }),
});
