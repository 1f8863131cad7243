import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { castCastingKeywords } from "../../src/mtg/rules/casting/registry.js";
import { one } from "./compiled.js";

describe("entwine (702.42a): an optional additional cost that chooses all modes", () => {
  it("reads Entwine [mana cost], and leaves a non-mana entwine cost as text", () => {
    const text = "Entwine {2}{G} (Choose both if you pay the entwine cost.)";
    assert.deepEqual(one(text), { kind: "keyword", text, keyword: "entwine", cost: "{2}{G}" });
    assert.equal(one("Entwine—Sacrifice three lands. (Choose both if you pay the entwine cost.)").kind, "text");
  });

  it("is a casting keyword that chooses all modes", () => {
    assert.ok(castCastingKeywords.find((k) => k.name === "entwine")?.choosesAllModes);
  });
});
