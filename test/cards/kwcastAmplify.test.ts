import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("amplify (702.38a)", () => {
  it("Amplify N is a numbered keyword; bare 'Amplify' stays text", () => {
    const k = keyword(
      "Amplify 2 (As this creature enters the battlefield, put two +1/+1 counters on it for each Beast card you reveal in your hand.)",
    );
    assert.equal(k.keyword, "amplify");
    assert.equal(k.n, 2);
    assert.equal(compileOracleText("Amplify", "Test Card")[0]?.kind, "text");
  });
});
