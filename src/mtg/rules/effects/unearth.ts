import { newId } from "../../game/draft.js";
import { recordEffect } from "../../game/recordEffect.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { writable } from "../../model/writableObject.js";

/** 702.84a: unearth's instructions. */
export const unearthEffects = effectHandlers({
  unearth: (ctx, _e, r) => {
    const { state } = ctx;
    // Ruling: a card no longer in the graveyard as the ability resolves stays where it is (400.7).
    const card = r.sourceId === null ? undefined : state.objects[r.sourceId];
    if (card?.zone !== "graveyard") return;
    const id = moveObject(ctx, card.id, "battlefield", { controller: r.controller });
    const permanent = id === null ? undefined : state.objects[id];
    if (permanent?.zone !== "battlefield") return;
    // "If it would leave the battlefield, exile it instead" — an effect, not an ability it has (rules/zones.ts).
    writable(state, permanent).unearthed = true;
    // "It gains haste."
    recordEffect(state, {
      sourceId: r.sourceId,
      sourceName: r.sourceName,
      controller: r.controller,
      duration: "permanent",
      affected: [permanent.id],
      parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] }],
      rule: "702.84a",
      text: r.text,
    });
    // "Exile it at the beginning of the next end step": a delayed triggered ability (603.7).
    state.delayedTriggers.push({
      id: newId(state, "d"),
      sourceId: permanent.id,
      controller: r.controller,
      when: "nextEndStep",
      effects: [{ do: "exile", what: { ref: "triggerObject" } }],
      refersTo: [permanent.id],
      text: "unearth: exile it",
    });
  },
});
