import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { castCastingKeywords } from "../../src/mtg/rules/casting/registry.js";
import { one } from "./compiled.js";

describe("awaken (702.113a): an alternative cost that adds an awaken paragraph to the spell", () => {
  const text =
    "Awaken 3—{4}{U} (If you cast this spell for {4}{U}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)";

  it("reads Awaken N—[cost] with the paragraph its effect includes: N counters, then a 0/0 Elemental with haste", () => {
    const k = one(text);
    assert.equal(k.kind, "keyword");
    if (k.kind !== "keyword") return;
    assert.equal(k.keyword, "awaken");
    assert.equal(k.n, 3);
    assert.equal(k.cost, "{4}{U}");
    assert.equal(k.awakened?.targets?.length, 1);
    assert.deepEqual(
      k.awakened?.effects.map((e) => e.do),
      ["addCounters", "continuous"],
    );
  });

  it("is an alternative cost of casting", () => {
    assert.ok(castCastingKeywords.find((k) => k.name === "awaken")?.alternativeCost);
  });
});
