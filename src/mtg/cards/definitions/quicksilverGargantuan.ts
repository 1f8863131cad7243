import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of any creature on the b…".
export const quicksilverGargantuan = defineCard("Quicksilver Gargantuan", [
  // 707.9b, 707.9d: 7/7 is part of the copiable values; a P/T-defining CDA is not copied.
  replacement("You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.", {
    effect: "entersAsCopy",
    optional: true,
    filter: Filters.creature,
    exceptions: [{ except: "pt", power: 7, toughness: 7 }],
  }),
]);
