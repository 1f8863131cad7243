// A quoted ability that ends its sentence holds the period ("… draw a card." Sacrifice it …).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("oracle quotations that end a sentence", () => {
  it("the next sentence stays a sentence of its own", () => {
    const a = one(
      '{T}: Create a token that\'s a copy of target creature you control. It gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.',
    );
    assert.equal(a.kind, "activated");
    assert.deepEqual(a.kind === "activated" ? a.effects.map((e) => e.do) : [], [
      "createTokenCopy",
      "continuous",
      "atNextEndStep",
    ]);
  });
});
