import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "All Forests and all Saprolings are 1/1
// green Saproling creatures an…".
/** One effect with parts in layers 4, 5 and 7b (613.6); "green" sets the color (105.3). */
export const lifeAndLimb = defineCard("Life and Limb", [
  staticAbility(
    "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types. (They're affected by summoning sickness.)",
    [
      {
        affects: Filters.or(Filters.subtype("Forest"), Filters.subtype("Saproling")),
        parts: [
          { op: "addTypes", types: ["Creature", "Land"], subtypes: ["Saproling", "Forest"] },
          { op: "setColors", colors: ["G"] },
          { op: "setPT", power: 1, toughness: 1 },
        ],
      },
    ],
  ),
]);
