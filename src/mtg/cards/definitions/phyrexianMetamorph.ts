import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have this creature enter as a
// copy of any artifact or creat…".
export const phyrexianMetamorph = defineCard("Phyrexian Metamorph", [
  replacement(
    "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.or(Filters.artifact, Filters.creature),
      exceptions: [{ except: "additionalTypes", types: ["Artifact"] }],
    },
  ),
]);
