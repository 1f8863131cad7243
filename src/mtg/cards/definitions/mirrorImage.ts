import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

export const mirrorImage = defineCard("Mirror Image", [
  replacement("You may have this creature enter as a copy of a creature you control.", {
    r: "entersAsCopy",
    optional: true,
    filter: Filters.and(Filters.creature, Filters.youControl),
    exceptions: [],
  }),
]);
