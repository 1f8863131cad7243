import { newId } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7: "When you cast your next [filter] spell this turn, …" creates a delayed triggered ability
 * that waits for that spell (rules/nextCastTriggers.ts), for the rest of this turn only.
 */
export const nextCastEffects = effectHandlers({
  whenYouCastNext: (ctx, e, r) => {
    const { state } = ctx;
    state.delayedTriggers.push({
      id: newId(state, "d"),
      sourceId: r.sourceId ?? "",
      controller: r.controller,
      when: "nextCast",
      castFilter: e.filter,
      turn: state.turn.number,
      effects: e.effects,
      refersTo: [],
      text: r.text,
      ...(r.sourceName !== null ? { sourceName: r.sourceName } : {}),
    });
  },
});
