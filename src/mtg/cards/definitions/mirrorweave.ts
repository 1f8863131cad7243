import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Each other creature becomes a copy of
// target nonlegendary creature…".
export const mirrorweave = defineCard("Mirrorweave", [
  spell("Each other creature becomes a copy of target nonlegendary creature until end of turn.", {
    targets: [
      {
        spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.not(Filters.supertype("Legendary"))) },
      },
    ],
    effects: [
      {
        // 611.2c: the creatures that change are those on the battlefield as it resolves, other than the target.
        do: "becomeCopy",
        what: { ref: "each", filter: Filters.creature, except: Refs.target(0) },
        of: Refs.target(0),
        exceptions: [],
        duration: "endOfTurn",
      },
    ],
  }),
]);
