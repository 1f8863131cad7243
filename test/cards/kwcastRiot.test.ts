import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { keyword } from "./keywordLine.js";

describe("riot (702.136a): a keyword line", () => {
  it("is a bare keyword, with or without its reminder text", () => {
    assert.equal(keyword("Riot").keyword, "riot");
    assert.equal(
      keyword("Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)").keyword,
      "riot",
    );
  });
});
