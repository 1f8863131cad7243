import { newId } from "../../game/draft.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";

/**
 * 603.7a, 400.7: the source exiles itself if it is still the permanent that had the ability
 * (an object that left the battlefield is a new object); the delayed ability refers to the card
 * it became in exile, and returns it under its owner's control at the beginning of the next end step.
 */
export const selfExileReturnEffects = effectHandlers({
  exileSelfReturnAtNextEndStep: (ctx, _e, r) => {
    const { state } = ctx;
    const id = r.sourceId;
    if (id === null || state.objects[id]?.zone !== "battlefield") return;
    const exiled = moveObject(ctx, id, "exile");
    if (exiled === null || state.objects[exiled]?.zone !== "exile") return; // 603.7c: nothing to return
    state.delayedTriggers.push({
      id: newId(state, "d"),
      sourceId: id,
      controller: r.controller,
      when: "nextEndStep",
      effects: [{ do: "returnToBattlefield", what: { ref: "triggerObject" } }],
      refersTo: [exiled],
      text: r.text,
    });
  },
});
