import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As long as the top card of your
// graveyard is a creature card, Volra…" (and 1 more paragraph).
const discard = activated("{2}: Discard a card.", {
  cost: { mana: "{2}" },
  effects: [{ do: "discard", who: { ref: "you" }, amount: 1 }],
});

export const volrathsShapeshifter = defineCard("Volrath's Shapeshifter", [
  // Decision (docs/cards.md): a text-changing effect in layer 3 (613.1c), not a copy effect
  // (707.1) — an object copying Volrath's Shapeshifter copies its printed values (707.2) — and not
  // a characteristic-defining ability (604.3: it has a condition). Effects in later layers still apply.
  staticAbility(
    "As long as the top card of your graveyard is a creature card, Volrath's Shapeshifter has the full text of that card and has the text \"{2}: Discard a card.\" (Volrath's Shapeshifter has that card's name, mana cost, color, types, abilities, power, and toughness.)",
    [
      {
        affects: Filters.self,
        condition: { is: "topOfGraveyardMatches", filter: Filters.creature },
        parts: [{ op: "fullText", alsoHas: [discard] }],
      },
    ],
  ),
  discard,
]);
