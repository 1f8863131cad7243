import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Brine Elemental is turned face up,
// each opponent skips their n…".
export const brineElemental = defineCard("Brine Elemental", [
  keyword(
    "Morph {5}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "morph",
    { cost: "{5}{U}{U}" },
  ),
  // 500.11, 614.10: each opponent's next untap step is skipped (counted per player).
  triggered("When Brine Elemental is turned face up, each opponent skips their next untap step.", {
    trigger: { on: "turnedFaceUp", filter: Filters.self },
    effects: [{ do: "skipNextUntapStep", who: { ref: "eachOpponent" } }],
  }),
]);
