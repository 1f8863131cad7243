import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Creatures you control enter as a copy of
// Essence of the Wild.".
export const essenceOfTheWild = defineCard("Essence of the Wild", [
  // 614.1c, 707.5: a replacement effect of this permanent that applies to other entering creatures.
  replacement("Creatures you control enter as a copy of Essence of the Wild.", {
    effect: "othersEnterAsCopyOfSelf",
    filter: Filters.and(Filters.creature, Filters.youControl),
  }),
]);
