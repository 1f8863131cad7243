import { Refs } from "../../abilities/ref.js";
import { defineCard, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Whenever you cast a spell of the chosen
// type, copy that spell. (A c…".
export const reflectionsOfLittjara = defineCard("Reflections of Littjara", [
  replacement("As Reflections of Littjara enters, choose a creature type.", {
    effect: "asEntersChoose",
    choice: "creatureType",
  }),
  // 607.2a: "the chosen type" is the choice of the linked ability above.
  triggered(
    "Whenever you cast a spell of the chosen type, copy that spell. (A copy of a permanent spell becomes a token.)",
    {
      trigger: { on: "cast", by: "you", filter: { is: "chosenCreatureType" } },
      effects: [{ do: "copySpell", what: Refs.triggerObject, count: 1, newTargets: false, exceptions: [] }],
    },
  ),
]);
