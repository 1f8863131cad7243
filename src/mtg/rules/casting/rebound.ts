import { newId } from "../../game/draft.js";
import type { CastingKeyword } from "./keyword.js";
import { keywordOf } from "../../layers/keywords.js";

/**
 * 702.88a: rebound — "If this spell was cast from your hand, instead of putting it into your
 * graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
 * card from exile without paying its mana cost." A copy was not cast (707.10): it has no rebound.
 */
export const rebound: CastingKeyword = {
  name: "rebound",
  finishesResolving: (_ctx, spell, chars) =>
    spell.decisions?.castFrom === "hand" && !spell.isCopyOfSpell && !spell.isCardCopy && keywordOf(chars, "rebound")
      ? {
          to: "exile",
          afterwards: (ctx, moved) => {
            ctx.state.delayedTriggers.push({
              id: newId(ctx.state, "d"),
              sourceId: moved.id,
              controller: spell.controller,
              when: "yourNextUpkeep",
              // 702.88a: cast during the delayed trigger's resolution (608.2g); it stays exiled if not.
              effects: [{ do: "mayCastWithoutPaying", what: { ref: "triggerObject" } }],
              refersTo: [moved.id],
              text: "Rebound — you may cast this card from exile without paying its mana cost",
            });
          },
        }
      : null,
};
