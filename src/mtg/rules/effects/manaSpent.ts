import { newId } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { tagManaFrom } from "../manaSpentTriggers.js";
import { effectHandlers } from "./handler.js";

/**
 * 106.1, 603.7a: "Add {R}. When that mana is spent to cast a [filter] spell, …": the mana is added,
 * and the delayed triggered ability created with it waits for that mana to be spent
 * (rules/manaSpentTriggers.ts). Its controller is the mana ability's (603.7e).
 */
export const manaSpentEffects = effectHandlers({
  addManaWhenSpent: (ctx, e, r, runNested) => {
    const { state } = ctx;
    const p = player(state, r.controller);
    const before = p.manaPool.length;
    runNested([e.mana]);
    if (p.manaPool.length === before) return;
    const id = newId(state, "d");
    state.delayedTriggers.push({
      id,
      sourceId: r.sourceId ?? "",
      controller: r.controller,
      when: "manaSpent",
      castFilter: e.filter,
      effects: e.effects,
      refersTo: [],
      text: r.text,
      ...(r.sourceName !== null ? { sourceName: r.sourceName } : {}),
    });
    tagManaFrom(p, before, id);
  },
});
