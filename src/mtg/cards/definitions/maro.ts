import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Maro's power and toughness are each
// equal to the number of cards in…".
export const maro = defineCard("Maro", [
  staticAbility(
    "Maro's power and toughness are each equal to the number of cards in your hand.",
    [
      {
        affects: Filters.self,
        parts: [
          { op: "setPT", power: { of: "cardsInHand", whose: "you" }, toughness: { of: "cardsInHand", whose: "you" } },
        ],
      },
    ],
    { cda: true },
  ),
]);
