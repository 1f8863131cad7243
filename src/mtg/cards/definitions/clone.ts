import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

export const clone = defineCard("Clone", [
  replacement("You may have Clone enter as a copy of any creature on the battlefield.", {
    r: "entersAsCopy",
    optional: true,
    filter: Filters.creature,
    exceptions: [],
  }),
]);
