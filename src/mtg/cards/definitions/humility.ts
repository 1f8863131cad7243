import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

/** One effect with parts in layers 6 and 7b (613.6). */
export const humility = defineCard("Humility", [
  staticAbility("All creatures lose all abilities and have base power and toughness 1/1.", [
    {
      affects: Filters.creature,
      parts: [{ op: "removeAllAbilities" }, { op: "setPT", power: 1, toughness: 1 }],
    },
  ]),
]);
