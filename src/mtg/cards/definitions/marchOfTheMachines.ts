import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Each noncreature artifact is an artifact
// creature with power and to…".
/** One effect with parts in layers 4 and 7b (613.6): the set it affects is fixed in layer 4. */
export const marchOfTheMachines = defineCard("March of the Machines", [
  staticAbility(
    "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value. (Equipment that's a creature can't equip a creature.)",
    [
      {
        affects: Filters.and(Filters.artifact, Filters.not(Filters.creature)),
        parts: [
          { op: "addTypes", types: ["Creature"] },
          { op: "setPT", power: { of: "affectedManaValue" }, toughness: { of: "affectedManaValue" } },
        ],
      },
    ],
  ),
]);
