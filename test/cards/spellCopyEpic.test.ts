// 702.50a epic: the keyword line (its reminder text, with or without the new-target sentence).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("epic", () => {
  for (const text of [
    "Epic (For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability.)",
    "Epic (For the rest of the game, you can't cast spells. At the beginning of each of your upkeeps, copy this spell except for its epic ability. You may choose a new target for the copy.)",
  ]) {
    it(`compiles: ${text.slice(0, 40)}…`, () => {
      assert.deepEqual(one(text), { kind: "keyword", text, keyword: "epic" });
    });
  }
});
