import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Clone enter as a copy of
// any creature on the battlefield.".
export const clone = defineCard("Clone", [
  replacement("You may have Clone enter as a copy of any creature on the battlefield.", {
    effect: "entersAsCopy",
    optional: true,
    filter: Filters.creature,
    exceptions: [],
  }),
]);
