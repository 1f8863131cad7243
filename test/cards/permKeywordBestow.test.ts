import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("bestow (702.103): the keyword line is its alternative cost", () => {
  it("'Bestow [mana cost]' with its reminder text is the keyword with that cost", () => {
    compiles(
      "Bestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)",
      { kind: "keyword", keyword: "bestow", cost: "{3}{G}{G}" },
      "Boon Satyr",
    );
  });

  it("a bestow line without a mana cost stays text", () => {
    staysText("Bestow", "Test Card");
  });
});
