import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Nonbasic lands are Mountains.".
/** 305.7: the affected lands lose their land types and rules-text abilities and gain "{T}: Add {R}." */
export const bloodMoon = defineCard("Blood Moon", [
  staticAbility("Nonbasic lands are Mountains.", [
    {
      affects: Filters.and(Filters.land, Filters.not(Filters.supertype("Basic"))),
      parts: [{ op: "setLandTypes", subtypes: ["Mountain"] }],
    },
  ]),
]);
