import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("prowl (702.76a)", () => {
  it("Prowl [mana cost] keeps its cost", () => {
    const k = keyword(
      "Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Goblin or Rogue.)",
    );
    assert.equal(k.keyword, "prowl");
    assert.equal(k.cost, "{1}{B}");
  });

  it("'if its prowl cost was paid' is an intervening if about the cost paid for its spell", () => {
    const [t] = compileOracleText(
      "When Test Card enters the battlefield, if its prowl cost was paid, draw a card.",
      "Test Card",
    );
    assert.equal(t?.kind, "triggered");
    assert.deepEqual(t?.kind === "triggered" ? t.interveningIf : null, { is: "costPaid", keyword: "prowl" });
  });
});
