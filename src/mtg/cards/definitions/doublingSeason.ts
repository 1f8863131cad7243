import { defineCard, replacement } from "../dsl.js";

export const doublingSeason = defineCard("Doubling Season", [
  replacement("If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.", { r: "doubleTokens" }),
  replacement("If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.", {
    r: "doubleCounters",
  }),
]);
