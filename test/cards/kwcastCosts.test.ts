import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("casting keywords changing a spell's total cost: escalate, undaunted", () => {
  it("escalate [mana cost] (702.120a) keeps its cost; a non-mana escalate cost stays text", () => {
    const k = keyword("Escalate {1}{W} (Pay this cost for each mode chosen beyond the first.)");
    assert.equal(k.keyword, "escalate");
    assert.equal(k.cost, "{1}{W}");
    assert.equal(compileOracleText("Escalate—Discard a card.", "Test Card")[0]?.kind, "text");
    assert.equal(compileOracleText("Escalate", "Test Card")[0]?.kind, "text");
  });

  it("undaunted (702.125a) is a bare keyword", () => {
    assert.equal(keyword("Undaunted (This spell costs {1} less to cast for each opponent.)").keyword, "undaunted");
    assert.equal(compileOracleText("Undaunted {1}", "Test Card")[0]?.kind, "text");
  });
});

describe("flashback with a life payment (702.34a, 119.4)", () => {
  it("'Flashback—{1}{U}, Pay 3 life.' keeps its mana cost and the life to pay", () => {
    const k = keyword(
      "Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    );
    assert.equal(k.keyword, "flashback");
    assert.equal(k.cost, "{1}{U}");
    assert.equal(k.lifeCost, 3);
    assert.equal(compileOracleText("Flashback—{1}{U}, Pay X life.", "Test Card")[0]?.kind, "text");
  });
});
