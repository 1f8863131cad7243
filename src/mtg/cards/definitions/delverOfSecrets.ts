import { Filters } from "../../abilities/filter.js";
import { COMPILED, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "At the beginning of your upkeep, look at
// the top card of your libra…".
export const delverOfSecrets = defineCard(
  "Delver of Secrets // Insectile Aberration",
  [
    // 701.20a: revealing is a choice of its controller (a decision); 701.27a: transform.
    triggered(
      "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
      {
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        effects: [
          {
            do: "mayRevealTop",
            filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
            ifRevealed: [{ do: "transform", what: { ref: "self" } }],
          },
        ],
      },
    ),
  ],
  // Insectile Aberration's text compiles as printed.
  COMPILED,
);
