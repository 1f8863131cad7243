import { addDelayedThisTurn } from "./delayedThisTurn.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/**
 * 603.7b: "Whenever [event] this turn, …" creates a delayed triggered ability that triggers on each
 * such event for the rest of this turn (rules/eventThisTurnTriggers.ts). 603.7c: the object it acts
 * on ("the exiled card") is fixed now; with none left, there is nothing for it to do.
 */
export const eventThisTurnEffects = effectHandlers({
  wheneverThisTurn: (ctx, e, r) => {
    const about = e.about ? resolveObjects(ctx, e.about, r) : [];
    if (e.about && about.length === 0) return;
    addDelayedThisTurn(ctx, r, { when: "eventThisTurn", event: e.trigger, effects: e.effects }, about);
  },
});
