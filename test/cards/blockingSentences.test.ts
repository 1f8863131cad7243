// `doppel cards --coverage` counts, in its table of shapes, the sentences that block an ability
// (issue 20 item 4), found in context rather than one by one.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { blockingSentences, type TextExecuted } from "../../src/mtg/cards/coverage.js";

/** A compiler that understands every sentence but "UNKNOWN …", and "Then shuffle." only after another sentence. */
const executes: TextExecuted = (text) => !text.includes("UNKNOWN") && text !== "Then shuffle.";

describe("the sentences that block an ability", () => {
  it("is the one sentence without which the rest is executed, not the follow-up that needs its context", () => {
    assert.deepEqual(blockingSentences(["Search.", "Then shuffle.", "UNKNOWN a."], "X", executes), ["UNKNOWN a."]);
  });

  it("is a pair when no single sentence is enough", () => {
    const s = ["UNKNOWN a.", "Draw.", "UNKNOWN b."];
    assert.deepEqual(blockingSentences(s, "X", executes), ["UNKNOWN a.", "UNKNOWN b."]);
  });

  it("never counts removing every sentence as executed: two of two fall back to the sentences alone", () => {
    assert.deepEqual(blockingSentences(["UNKNOWN a.", "Then shuffle."], "X", executes), [
      "UNKNOWN a.",
      "Then shuffle.",
    ]);
  });

  it("is the sentence itself when the ability has only one", () => {
    assert.deepEqual(blockingSentences(["UNKNOWN a."], "X", executes), ["UNKNOWN a."]);
  });
});
