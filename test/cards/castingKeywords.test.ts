import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("casting keyword lines (702): the keywords of rules/casting/", () => {
  it("buyback keeps its mana cost; a non-mana buyback cost stays text (702.27a)", () => {
    compiles("Buyback {3} (You may pay an additional {3} as you cast this spell.)", {
      kind: "keyword",
      keyword: "buyback",
      cost: "{3}",
    });
    for (const text of ["Buyback—Sacrifice a land.", "Buyback"]) assert.equal(one(text).kind, "text", text);
  });

  it("suspend N—[cost] keeps its number of time counters and its cost (702.62a)", () => {
    compiles("Suspend 3—{2}{R} (Rather than cast this card from your hand, you may pay {2}{R}.)", {
      kind: "keyword",
      keyword: "suspend",
      n: 3,
      cost: "{2}{R}",
    });
    assert.equal(one("Suspend X—{X}{X}{R}. X can't be 0.").kind, "text");
  });
});
