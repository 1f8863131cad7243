import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Mirrorhall Mimic enter as a
// copy of any creature on th…" (and 2 more paragraphs).
export const mirrorhallMimic = defineCard(
  "Mirrorhall Mimic // Ghastly Mimicry",
  [
    replacement(
      "You may have Mirrorhall Mimic enter as a copy of any creature on the battlefield, except it's a Spirit in addition to its other types.",
      {
        effect: "entersAsCopy",
        optional: true,
        filter: Filters.creature,
        exceptions: [{ except: "additionalTypes", subtypes: ["Spirit"] }],
      },
    ),
    keyword(
      "Disturb {3}{U}{U} (You may cast this card from your graveyard transformed for its disturb cost.)",
      "disturb",
      {
        cost: "{3}{U}{U}",
      },
    ),
  ],
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
