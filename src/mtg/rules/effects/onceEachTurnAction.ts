import { recordTriggeredOnce } from "../turnHistory.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.2h: "[You may] [action]. Do this only once each turn." — the ability triggers only if its
 * source's controller hasn't taken the action this turn (rules/triggers.ts); the compiler puts this
 * instruction after the action, so it runs only when the action is taken.
 */
export const onceEachTurnActionEffects = effectHandlers({
  tookOnceEachTurnAction: (ctx, _e, r) => {
    if (r.sourceId !== null && r.abilityKey !== null) recordTriggeredOnce(ctx.state, r.sourceId, r.abilityKey);
  },
});
