import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of any creature on the b…".
export const progenitorMimic = defineCard("Progenitor Mimic", [
  replacement(
    "You may have this creature enter as a copy of any creature on the battlefield, except it has \"At the beginning of your upkeep, if this creature isn't a token, create a token that's a copy of this creature.\"",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [
        {
          except: "hasAbilities",
          abilities: [
            triggered(
              "At the beginning of your upkeep, if this creature isn't a token, create a token that's a copy of this creature.",
              {
                trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
                interveningIf: { is: "selfMatches", filter: Filters.not(Filters.token) },
                effects: [{ do: "createTokenCopy", of: Refs.self, count: 1, exceptions: [] }],
              },
            ),
          ],
        },
      ],
    },
  ),
]);
