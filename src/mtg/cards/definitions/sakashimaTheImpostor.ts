import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Sakashima the Impostor
// enter as a copy of any creature…".
export const sakashimaTheImpostor = defineCard("Sakashima the Impostor", [
  // 707.9a-b: the name, the supertype and the ability are part of the copiable values; 707.11:
  // "Sakashima the Impostor" in the granted ability means this object.
  replacement(
    "You may have Sakashima the Impostor enter as a copy of any creature on the battlefield, except its name is Sakashima the Impostor, it's legendary in addition to its other types, and it has \"{2}{U}{U}: Return Sakashima the Impostor to its owner's hand at the beginning of the next end step.\"",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.creature,
      exceptions: [
        { except: "name", name: "Sakashima the Impostor" },
        { except: "additionalTypes", supertypes: ["Legendary"] },
        {
          except: "hasAbilities",
          abilities: [
            activated(
              "{2}{U}{U}: Return Sakashima the Impostor to its owner's hand at the beginning of the next end step.",
              {
                cost: { mana: "{2}{U}{U}" },
                effects: [{ do: "atNextEndStep", effects: [{ do: "returnToHand", what: Refs.self }] }],
              },
            ),
          ],
        },
      ],
    },
  ),
]);
