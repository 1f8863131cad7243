import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Dack's Duplicate enter as a
// copy of any creature on th…".
export const dacksDuplicate = defineCard("Dack's Duplicate", [
  // 707.9a: haste and dethrone become part of the copiable values.
  replacement(
    "You may have Dack's Duplicate enter as a copy of any creature on the battlefield, except it has haste and dethrone. (Whenever it attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [{ except: "hasAbilities", abilities: [keyword("Haste", "haste"), keyword("Dethrone", "dethrone")] }],
    },
  ),
]);
