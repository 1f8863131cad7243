import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Enchanted creature has \"{T}: Create a
// token that's a copy of this c…".
export const splinterTwin = defineCard("Splinter Twin", [
  keyword("Enchant creature", "enchant", { filter: Filters.creature }),
  staticAbility(
    'Enchanted creature has "{T}: Create a token that\'s a copy of this creature, except it has haste. Exile that token at the beginning of the next end step."',
    [
      {
        affects: Filters.attached,
        parts: [
          {
            op: "addAbilities",
            abilities: [
              activated(
                "{T}: Create a token that's a copy of this creature, except it has haste. Exile that token at the beginning of the next end step.",
                {
                  cost: { tap: true },
                  effects: [
                    {
                      do: "createTokenCopy",
                      of: Refs.self,
                      count: 1,
                      exceptions: [{ except: "hasAbilities", abilities: [keyword("Haste", "haste")] }],
                    },
                    { do: "atNextEndStep", effects: [{ do: "exile", what: Refs.triggerObject }] },
                  ],
                },
              ),
            ],
          },
        ],
      },
    ],
  ),
]);
