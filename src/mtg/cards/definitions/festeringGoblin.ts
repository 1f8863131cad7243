import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, triggered } from "../dsl.js";

export const festeringGoblin = defineCard("Festering Goblin", [
  triggered("When Festering Goblin dies, target creature gets -1/-1 until end of turn.", {
    trigger: { on: "dies", filter: Filters.self },
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [
      { do: "continuous", what: Refs.target(0), parts: [{ op: "modifyPT", power: -1, toughness: -1 }], duration: "endOfTurn" },
    ],
  }),
]);
