import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, replacement } from "../dsl.js";

export const glasspoolMimic = defineCard(
  "Glasspool Mimic // Glasspool Shore",
  [
    // 707.9d: "in addition to its other types" — a type-defining CDA (changeling) is still copied.
    replacement(
      "You may have Glasspool Mimic enter as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other types.",
      {
        r: "entersAsCopy",
        optional: true,
        filter: Filters.and(Filters.creature, Filters.youControl),
        exceptions: [{ except: "additionalTypes", subtypes: ["Shapeshifter", "Rogue"] }],
      },
    ),
  ],
  [
    replacement("Glasspool Shore enters tapped.", { r: "entersTapped" }),
    activated("{T}: Add {U}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{U}" }], manaAbility: true }),
  ],
);
