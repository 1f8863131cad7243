import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Adaptive Automaton is the chosen type in
// addition to its other types.".
export const adaptiveAutomaton = defineCard("Adaptive Automaton", [
  replacement("As Adaptive Automaton enters, choose a creature type.", {
    effect: "asEntersChoose",
    choice: "creatureType",
  }),
  staticAbility("Adaptive Automaton is the chosen type in addition to its other types.", [
    { affects: Filters.self, parts: [{ op: "addCreatureTypes", subtypes: "chosen" }] },
  ]),
  staticAbility("Other creatures you control of the chosen type get +1/+1.", [
    {
      affects: Filters.and(Filters.other, Filters.creature, Filters.youControl, { is: "chosenCreatureType" }),
      parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
    },
  ]),
]);
