import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("strive (207.2c, 601.2f): a cost increase for each target beyond the first", () => {
  it("keeps the cost added for each extra target", () => {
    for (const cost of ["{2}{R}", "{1}", "{R}{W}", "{U}"])
      compiles(`Strive — This spell costs ${cost} more to cast for each target beyond the first.`, {
        kind: "keyword",
        keyword: "strive",
        cost,
      });
  });

  it("another cost increase stays text", () => {
    for (const text of [
      "This spell costs {1} more to cast for each target beyond the first.",
      "Strive — This spell costs X more to cast for each target beyond the first.",
    ])
      assert.equal(one(text).kind, "text", text);
  });
});
