import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// creature, except it has hast…".
export const heatShimmer = defineCard("Heat Shimmer", [
  spell(
    'Create a token that\'s a copy of target creature, except it has haste and "At the beginning of the end step, exile this permanent."',
    {
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [
        {
          do: "createTokenCopy",
          of: Refs.target(0),
          count: 1,
          exceptions: [
            {
              except: "hasAbilities",
              abilities: [
                keyword("Haste", "haste"),
                triggered("At the beginning of the end step, exile this permanent.", {
                  trigger: { on: "beginningOfStep", step: "end", whose: "each" },
                  effects: [{ do: "exile", what: Refs.self }],
                }),
              ],
            },
          ],
        },
      ],
    },
  ),
]);
