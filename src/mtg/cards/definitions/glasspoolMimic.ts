import { Filters } from "../../abilities/filter.js";
import { COMPILED, defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Glasspool Mimic enter as a
// copy of a creature you cont…".
export const glasspoolMimic = defineCard(
  "Glasspool Mimic // Glasspool Shore",
  [
    // 707.9d: "in addition to its other types" — a type-defining CDA (changeling) is still copied.
    replacement(
      "You may have Glasspool Mimic enter as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other types.",
      {
        effect: "entersAsCopy",
        optional: true,
        filter: Filters.and(Filters.creature, Filters.youControl),
        exceptions: [{ except: "additionalTypes", subtypes: ["Shapeshifter", "Rogue"] }],
      },
    ),
  ],
  // Glasspool Shore's text compiles as printed.
  COMPILED,
);
