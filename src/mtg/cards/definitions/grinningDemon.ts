import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

export const grinningDemon = defineCard("Grinning Demon", [
  triggered("At the beginning of your upkeep, you lose 2 life.", {
    trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
    effects: [{ do: "loseLife", who: Refs.you, amount: 2 }],
  }),
  keyword(
    "Morph {2}{B}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "morph",
    { cost: "{2}{B}{B}" },
  ),
]);
