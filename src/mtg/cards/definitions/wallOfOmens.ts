import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

export const wallOfOmens = defineCard("Wall of Omens", [
  keyword("Defender", "defender"),
  triggered("When Wall of Omens enters, draw a card.", {
    trigger: { on: "enters", filter: Filters.self },
    effects: [{ do: "draw", who: Refs.you, amount: 1 }],
  }),
]);
