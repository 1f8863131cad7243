// "You may cast spells from among those cards this turn. If you cast a spell this way, pay life
// equal to that spell's mana value rather than pay its mana cost" (118.9: an alternative cost).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("oracle templates: a permission to cast exiled cards paying life instead of mana (118.9)", () => {
  it("each opponent exiles the top card; you may cast them this turn paying life equal to their mana value", () => {
    const a = one(
      "Each opponent exiles the top card of their library. You may cast spells from among those cards this turn. If you cast a spell this way, pay life equal to that spell's mana value rather than pay its mana cost.",
    );
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      { do: "exileTopOfLibrary", who: { ref: "eachOpponent" }, count: 1 },
      {
        do: "mayPlayFromExile",
        what: { ref: "exiledThisWay" },
        action: "cast",
        lasts: "thisTurn",
        payLifeInstead: true,
      },
    ]);
  });
  it("stays text after a permission that is already free", () => {
    const a = one(
      "Exile the top card of your library. You may cast that card this turn without paying its mana cost. If you cast a spell this way, pay life equal to that spell's mana value rather than pay its mana cost.",
    );
    assert.equal(a.kind, "text");
  });
});
