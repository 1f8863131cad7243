import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("emerge (702.119a)", () => {
  it("Emerge [mana cost] keeps its cost; emerge from a quality (702.119b) stays text", () => {
    const k = keyword(
      "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)",
    );
    assert.equal(k.keyword, "emerge");
    assert.equal(k.cost, "{5}{U}");
    assert.equal(compileOracleText("Emerge from artifact {5}{U}", "Test Card")[0]?.kind, "text");
  });
});
