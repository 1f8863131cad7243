import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, staticAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As long as your devotion to blue is less
// than five, Thassa isn't a…" (and 1 more paragraph).
export const thassaDeepDwelling = defineCard("Thassa, Deep-Dwelling", [
  keyword("Indestructible", "indestructible"),
  staticAbility("As long as your devotion to blue is less than five, Thassa isn't a creature.", [
    {
      affects: Filters.self,
      condition: { is: "devotionLessThan", color: "U", n: 5 },
      parts: [{ op: "removeTypes", types: ["Creature"] }],
    },
  ]),
  // 400.7: the returned card is a new object (it enters again, its enters abilities trigger).
  triggered(
    "At the beginning of your end step, exile up to one other target creature you control, then return that card to the battlefield under your control.",
    {
      trigger: { on: "beginningOfStep", step: "end", whose: "your" },
      targets: [
        {
          spec: { kind: "permanent", filter: Filters.and(Filters.other, Filters.creature, Filters.youControl) },
          min: 0,
          max: 1,
        },
      ],
      effects: [{ do: "exileAndReturn", what: Refs.target(0), under: "you" }],
    },
  ),
  activated("{3}{U}: Tap another target creature.", {
    cost: { mana: "{3}{U}" },
    targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) } }],
    effects: [{ do: "tap", what: Refs.target(0) }],
  }),
]);
