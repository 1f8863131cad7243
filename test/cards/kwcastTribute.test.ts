import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("tribute (702.104)", () => {
  it("Tribute N is a numbered keyword; bare 'Tribute' stays text", () => {
    const k = keyword(
      "Tribute 3 (As this creature enters the battlefield, an opponent of your choice may put three +1/+1 counters on it.)",
    );
    assert.equal(k.keyword, "tribute");
    assert.equal(k.n, 3);
    assert.equal(compileOracleText("Tribute", "Test Card")[0]?.kind, "text");
  });

  it("'if tribute wasn't paid' is an intervening if (702.104b, 603.4)", () => {
    const [t] = compileOracleText(
      "When Test Card enters the battlefield, if tribute wasn't paid, you gain 4 life.",
      "Test Card",
    );
    assert.equal(t?.kind, "triggered");
    assert.deepEqual(t?.kind === "triggered" ? t.interveningIf : null, {
      is: "not",
      condition: { is: "tributePaid" },
    });
  });
});
