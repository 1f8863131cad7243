import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { COMPILED, defineCard, keyword, replacement, triggered } from "../dsl.js";

// Overrides the compiled text of Ghastly Mimicry: the Oracle compiler has no template for "If Ghastly Mimicry
// would be put into a graveyard from anywhere, exile it instead.".
export const mirrorhallMimic = defineCard(
  "Mirrorhall Mimic // Ghastly Mimicry",
  // Mirrorhall Mimic's text compiles as printed.
  COMPILED,
  [
    keyword("Enchant creature", "enchant", { filter: Filters.creature }),
    triggered(
      "At the beginning of your upkeep, create a token that's a copy of enchanted creature, except it's a Spirit in addition to its other types.",
      {
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        effects: [
          {
            do: "createTokenCopy",
            of: Refs.attached,
            count: 1,
            exceptions: [{ except: "additionalTypes", subtypes: ["Spirit"] }],
          },
        ],
      },
    ),
    replacement("If Ghastly Mimicry would be put into a graveyard from anywhere, exile it instead.", {
      effect: "exileIfWouldGoToGraveyard",
    }),
  ],
);
