import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You may have Copy Artifact enter as a
// copy of any artifact on the b…".
export const copyArtifact = defineCard("Copy Artifact", [
  // 707.9b: the added type becomes part of the copiable values.
  replacement(
    "You may have Copy Artifact enter as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types.",
    {
      effect: "entersAsCopy",
      optional: true,
      filter: Filters.artifact,
      exceptions: [{ except: "additionalTypes", types: ["Enchantment"] }],
    },
  ),
]);
