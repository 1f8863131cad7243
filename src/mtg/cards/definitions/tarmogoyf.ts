import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Tarmogoyf's power is equal to the number
// of card types among cards…".
export const tarmogoyf = defineCard("Tarmogoyf", [
  staticAbility(
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    [
      {
        affects: Filters.self,
        parts: [
          {
            op: "setPT",
            power: { of: "cardTypesInGraveyards", plus: 0 },
            toughness: { of: "cardTypesInGraveyards", plus: 1 },
          },
        ],
      },
    ],
    { cda: true },
  ),
]);
