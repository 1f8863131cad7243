import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Each other non-Aura enchantment is a
// creature in addition to its ot…".
/** One effect with parts in layers 4 and 7b (613.6). */
export const opalescence = defineCard("Opalescence", [
  staticAbility(
    "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.",
    [
      {
        affects: Filters.and(Filters.other, Filters.enchantment, Filters.not(Filters.subtype("Aura"))),
        parts: [
          { op: "addTypes", types: ["Creature"] },
          { op: "setPT", power: { of: "affectedManaValue" }, toughness: { of: "affectedManaValue" } },
        ],
      },
    ],
  ),
]);
