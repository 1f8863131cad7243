import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Metallic Mimic is the chosen type in
// addition to its other types." (and 1 more paragraph).
export const metallicMimic = defineCard("Metallic Mimic", [
  replacement("As Metallic Mimic enters, choose a creature type.", {
    effect: "asEntersChoose",
    choice: "creatureType",
  }),
  staticAbility("Metallic Mimic is the chosen type in addition to its other types.", [
    { affects: Filters.self, parts: [{ op: "addCreatureTypes", subtypes: "chosen" }] },
  ]),
  // 614.1c: a replacement effect on other creatures as they enter (not on those already there).
  replacement("Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.", {
    effect: "othersEnterWithCounters",
    filter: Filters.and(Filters.other, Filters.creature, Filters.youControl, { is: "chosenCreatureType" }),
    kind: "+1/+1",
    amount: 1,
  }),
]);
