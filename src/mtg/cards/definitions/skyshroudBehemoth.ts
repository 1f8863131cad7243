import { defineCard, keyword, replacement } from "../dsl.js";

export const skyshroudBehemoth = defineCard("Skyshroud Behemoth", [
  keyword(
    "Fading 2 (This creature enters with two fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
    "fading",
    { n: 2 },
  ),
  replacement("Skyshroud Behemoth enters tapped.", { r: "entersTapped" }),
]);
