import { newId } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7b: "Whenever a [filter] enters this turn, …" creates a delayed triggered ability that
 * triggers on each such permanent entering for the rest of this turn (rules/entersThisTurnTriggers.ts).
 */
export const entersThisTurnEffects = effectHandlers({
  wheneverEntersThisTurn: (ctx, e, r) => {
    const { state } = ctx;
    state.delayedTriggers.push({
      id: newId(state, "d"),
      sourceId: r.sourceId ?? "",
      controller: r.controller,
      when: "entersThisTurn",
      entersFilter: e.filter,
      turn: state.turn.number,
      effects: e.effects,
      refersTo: [],
      text: r.text,
      ...(r.sourceName !== null ? { sourceName: r.sourceName } : {}),
    });
  },
});
