import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Destroy target nonartifact, nonblack
// creature. It can't be regenera…".
export const terror = defineCard("Terror", [
  // "It can't be regenerated": the engine has no regeneration (701.19), so a destroy is final anyway.
  spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.", {
    targets: [
      {
        spec: {
          kind: "permanent",
          filter: Filters.and(Filters.creature, Filters.not(Filters.artifact), Filters.not(Filters.color("B"))),
        },
      },
    ],
    effects: [{ do: "destroy", what: Refs.target(0) }],
  }),
]);
