import { defineCard, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "If an effect would create one or more
// tokens under your control, it…".
export const anointedProcession = defineCard("Anointed Procession", [
  replacement(
    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
    { effect: "doubleTokens" },
  ),
]);
