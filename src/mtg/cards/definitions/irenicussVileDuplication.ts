import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// creature you control, except…".
export const irenicussVileDuplication = defineCard("Irenicus's Vile Duplication", [
  spell(
    "Create a token that's a copy of target creature you control, except the token has flying and isn't legendary.",
    {
      targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.youControl) } }],
      effects: [
        {
          do: "createTokenCopy",
          of: Refs.target(0),
          count: 1,
          exceptions: [
            { except: "hasAbilities", abilities: [keyword("Flying", "flying")] },
            { except: "notSupertypes", supertypes: ["Legendary"] },
          ],
        },
      ],
    },
  ),
]);
