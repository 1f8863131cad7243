import { changedNoObject, log, newId } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { lastKnownOf } from "./lastKnownRefs.js";
import { resolveObjects } from "./refs.js";

/**
 * 614.1c: "The next time one or more creatures or planeswalkers enter this turn, they enter as
 * copies of the chosen creature" — the replacement is kept until it applies (copy/enterAsCopy.ts)
 * or the turn ends. The object to copy is remembered; its copiable values are taken as they enter
 * (or as it last existed on the battlefield, 608.2h: Mystic Reflection's rulings).
 */
export const nextEntersAsCopyEffects = effectHandlers({
  nextEntersAsCopy: (ctx, e, r) => {
    const { state } = ctx;
    const copyOf = resolveObjects(ctx, e.of, r)[0] ?? lastKnownOf(ctx, e.of, r);
    if (copyOf === undefined) return;
    const live = (state.nextEntersAsCopy ?? []).filter((n) => n.turn === state.turn.number && !n.usedBy);
    state.nextEntersAsCopy = [
      ...live,
      {
        id: newId(state, "n"),
        sourceId: r.sourceId,
        sourceName: r.sourceName,
        controller: r.controller,
        copyOf,
        filter: e.filter,
        turn: state.turn.number,
        text: r.text,
      },
    ];
    log(state, "copy", `the next objects to enter this turn will enter as copies of ${copyOf}`, "614.1c", [copyOf]);
    changedNoObject(state);
  },
});
