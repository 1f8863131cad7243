import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As Vesuvan Shapeshifter enters or is
// turned face up, you may choose…".
export const vesuvanShapeshifter = defineCard("Vesuvan Shapeshifter", [
  // As it enters (614.1c) or is turned face up (614.1e): the copy lasts until it is turned face down.
  replacement(
    'As Vesuvan Shapeshifter enters or is turned face up, you may choose another creature on the battlefield. If you do, until Vesuvan Shapeshifter is turned face down, it becomes a copy of that creature, except it has "At the beginning of your upkeep, you may turn this creature face down."',
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.creature, Filters.other),
      duration: "untilTurnedFaceDown",
      alsoAsTurnedFaceUp: true,
      exceptions: [
        {
          except: "hasAbilities",
          abilities: [
            triggered("At the beginning of your upkeep, you may turn this creature face down.", {
              trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
              optional: true,
              effects: [{ do: "turnFaceDown", what: { ref: "self" } }],
            }),
          ],
        },
      ],
    },
  ),
  keyword("Morph {1}{U}", "morph", { cost: "{1}{U}" }),
]);
