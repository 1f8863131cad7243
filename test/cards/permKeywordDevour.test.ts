import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("devour (702.82): a keyword line with its number and quality", () => {
  it("Devour N keeps N; the quality of 702.82c is a card type", () => {
    compiles("Devour 2 (As this enters the battlefield, you may sacrifice any number of creatures.)", {
      kind: "keyword",
      keyword: "devour",
      n: 2,
    });
    compiles("Devour artifact 1 (As this enters the battlefield, you may sacrifice any number of artifacts.)", {
      kind: "keyword",
      keyword: "devour",
      n: 1,
      filter: { is: "type", type: "Artifact" },
    });
  });

  it("a devour with no number, or an X defined by a clause, stays text", () => {
    for (const text of ["Devour", "Devour X, where X is the number of creatures devoured this way"])
      assert.equal(one(text).kind, "text", text);
  });

  it("'for each creature it devoured' multiplies the instruction's number (702.82b)", () => {
    const a = one(
      "When Marrow Chomper enters the battlefield, you gain 2 life for each creature it devoured.",
      "Marrow Chomper",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind === "triggered")
      assert.deepEqual(a.effects, [
        { do: "gainLife", who: { ref: "you" }, amount: { of: "devouredBySource", times: 2 } },
      ]);
  });

  it("'~ has flying and trample if it devoured a creature' is a static with that condition", () => {
    const a = one("Hellkite Hatchling has flying and trample if it devoured a creature.", "Hellkite Hatchling");
    assert.equal(a.kind, "static");
    if (a.kind === "static") assert.deepEqual(a.effects[0]?.condition, { is: "selfDevoured" });
  });
});
