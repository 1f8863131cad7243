import { defineCard, keyword, notYet } from "../dsl.js";

export const brineElemental = defineCard("Brine Elemental", [
  keyword(
    "Morph {5}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "morph",
    { cost: "{5}{U}{U}" },
  ),
  notYet(
    "When Brine Elemental is turned face up, each opponent skips their next untap step.",
    "skipping a step (500.11, 614.1b) is not in the effect vocabulary",
  ),
]);
