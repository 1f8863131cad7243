import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of a creature you control.".
export const mirrorImage = defineCard("Mirror Image", [
  replacement("You may have this creature enter as a copy of a creature you control.", {
    effect: "entersAsCopy",
    optional: true,
    filter: Filters.and(Filters.creature, Filters.youControl),
    exceptions: [],
  }),
]);
