import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of any creature on the b…".
export const phantasmalImage = defineCard("Phantasmal Image", [
  replacement(
    'You may have this creature enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [
        { except: "additionalTypes", subtypes: ["Illusion"] },
        {
          except: "hasAbilities",
          abilities: [
            triggered("When this creature becomes the target of a spell or ability, sacrifice it.", {
              trigger: { on: "becomesTarget", filter: Filters.self, by: "spellOrAbility" },
              effects: [{ do: "sacrifice", what: Refs.self }],
            }),
          ],
        },
      ],
    },
  ),
]);
