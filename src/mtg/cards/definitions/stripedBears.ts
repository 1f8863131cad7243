import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, triggered } from "../dsl.js";

export const stripedBears = defineCard("Striped Bears", [
  triggered("When Striped Bears enters, draw a card.", {
    trigger: { on: "enters", filter: Filters.self },
    effects: [{ do: "draw", who: Refs.you, amount: 1 }],
  }),
]);
