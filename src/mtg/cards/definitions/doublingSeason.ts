import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "If an effect would create one or more
// tokens under your control, it…" (and 1 more paragraph).
export const doublingSeason = defineCard("Doubling Season", [
  replacement(
    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
    { effect: "doubleTokens" },
  ),
  replacement(
    "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.",
    {
      effect: "doubleCounters",
    },
  ),
]);
