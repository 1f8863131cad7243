import { defineCard, replacement } from "../dsl.js";

export const anointedProcession = defineCard("Anointed Procession", [
  replacement("If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.", { r: "doubleTokens" }),
]);
