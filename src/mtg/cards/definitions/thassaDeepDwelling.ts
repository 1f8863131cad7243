import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, notYet, staticAbility } from "../dsl.js";

export const thassaDeepDwelling = defineCard("Thassa, Deep-Dwelling", [
  keyword("Indestructible", "indestructible"),
  staticAbility("As long as your devotion to blue is less than five, Thassa isn't a creature.", [
    {
      affects: Filters.self,
      condition: { is: "devotionLessThan", color: "U", n: 5 },
      parts: [{ op: "removeTypes", types: ["Creature"] }],
    },
  ]),
  notYet(
    "At the beginning of your end step, exile up to one other target creature you control, then return that card to the battlefield under your control.",
    "returning an exiled card to the battlefield is not in the effect vocabulary",
  ),
  activated("{3}{U}: Tap another target creature.", {
    cost: { mana: "{3}{U}" },
    targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) } }],
    effects: [{ do: "tap", what: Refs.target(0) }],
  }),
]);
