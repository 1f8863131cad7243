import { addDelayedThisTurn } from "./delayedThisTurn.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7b: "Whenever a [filter] enters this turn, …" creates a delayed triggered ability that
 * triggers on each such permanent entering for the rest of this turn (rules/entersThisTurnTriggers.ts);
 * "Whenever [event] this turn, …", on each such event (rules/eventThisTurnTriggers.ts).
 */
export const entersThisTurnEffects = effectHandlers({
  wheneverEntersThisTurn: (ctx, e, r) =>
    addDelayedThisTurn(ctx, r, { when: "entersThisTurn", entersFilter: e.filter, effects: e.effects }),
  wheneverThisTurn: (ctx, e, r) =>
    addDelayedThisTurn(ctx, r, { when: "eventThisTurn", trigger: e.trigger, effects: e.effects }),
});
