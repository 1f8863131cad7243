import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Sacrifice another creature: Yahenni
// gains indestructible until end…".
export const yahenniUndyingPartisan = defineCard("Yahenni, Undying Partisan", [
  keyword("Haste", "haste"),
  triggered("Whenever a creature an opponent controls dies, put a +1/+1 counter on Yahenni, Undying Partisan.", {
    trigger: { on: "dies", filter: Filters.and(Filters.creature, Filters.opponentControls) },
    effects: [{ do: "addCounters", what: Refs.self, kind: "+1/+1", amount: 1 }],
  }),
  activated("Sacrifice another creature: Yahenni gains indestructible until end of turn.", {
    cost: { sacrifice: Filters.and(Filters.creature, Filters.other) },
    effects: [
      {
        do: "continuous",
        what: Refs.self,
        parts: [{ op: "addAbilities", abilities: [keyword("Indestructible", "indestructible")] }],
        duration: "endOfTurn",
      },
    ],
  }),
]);
