import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Clever Impersonator enter
// as a copy of any nonland per…".
export const cleverImpersonator = defineCard("Clever Impersonator", [
  replacement("You may have Clever Impersonator enter as a copy of any nonland permanent on the battlefield.", {
    effect: "entersAsCopy",
    optional: true,
    filter: Filters.not(Filters.land),
    exceptions: [],
  }),
]);
