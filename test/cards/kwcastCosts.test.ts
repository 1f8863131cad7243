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
