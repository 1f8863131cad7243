import { log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.12: a reflexive triggered ability ("When you do, …") triggers as the action is taken during
 * the resolution; it waits to be put on the stack (603.3) like any other, its targets chosen then.
 */
export const reflexiveTriggerEffects = effectHandlers({
  reflexiveTrigger: (ctx, e, r) => {
    const { state } = ctx;
    const sourceId = r.sourceId ?? "";
    state.pendingTriggers.push({
      sourceId,
      abilityKey: `reflexive:${r.text}`,
      controller: r.controller,
      // "When you do, … that creature's power": the permanent the action was done to (603.12).
      triggerObject: (e.aboutThisWay ? r.thisWay[0] : undefined) ?? r.triggerObject ?? null,
      ...(r.triggerPlayer ? { triggerPlayer: r.triggerPlayer } : {}),
      ...(r.triggerAmount !== undefined ? { triggerAmount: r.triggerAmount } : {}),
      ability: e.ability,
      sourceName: r.sourceName ?? null,
    });
    log(state, "trigger", `${r.sourceName ?? sourceId}: ${e.ability.text}`, "603.12", sourceId ? [sourceId] : []);
  },
});
