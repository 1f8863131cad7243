import { defineCard, keyword } from "../dsl.js";

export const branchsnapLorian = defineCard("Branchsnap Lorian", [
  keyword("Trample", "trample"),
  keyword(
    "Morph {G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "morph",
    { cost: "{G}" },
  ),
]);
