import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Each land is a Swamp in addition to its
// other land types.".
/** Adding the Swamp type gives each land "{T}: Add {B}." (305.6). */
export const urborgTombOfYawgmoth = defineCard("Urborg, Tomb of Yawgmoth", [
  staticAbility("Each land is a Swamp in addition to its other land types.", [
    { affects: Filters.land, parts: [{ op: "addTypes", subtypes: ["Swamp"] }] },
  ]),
]);
