import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, notYet, replacement } from "../dsl.js";

export const vesuvanShapeshifter = defineCard("Vesuvan Shapeshifter", [
  // As it enters (614.1c): the copy lasts until it is turned face down. The "or is turned face up"
  // half (614.1e) is not applied: the replacement vocabulary has no "as [this] is turned face up".
  replacement(
    'As Vesuvan Shapeshifter enters or is turned face up, you may choose another creature on the battlefield. If you do, until Vesuvan Shapeshifter is turned face down, it becomes a copy of that creature, except it has "At the beginning of your upkeep, you may turn this creature face down."',
    {
      r: "entersAsCopy",
      optional: true,
      filter: Filters.and(Filters.creature, Filters.other),
      duration: "untilTurnedFaceDown",
      exceptions: [
        {
          except: "hasAbilities",
          abilities: [
            notYet(
              "At the beginning of your upkeep, you may turn this creature face down.",
              "turning a permanent face down (701.34) is not in the effect vocabulary",
            ),
          ],
        },
      ],
    },
  ),
  keyword("Morph {1}{U}", "morph", { cost: "{1}{U}" }),
]);
