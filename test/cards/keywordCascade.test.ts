import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { castCastingKeywords } from "../../src/mtg/rules/casting/registry.js";
import { one } from "./compiled.js";

describe("cascade (702.85a): a triggered ability of the spell as it is cast", () => {
  it("reads Cascade with its reminder text and triggers from the stack", () => {
    const text = "Cascade (When you cast this spell, exile cards from the top of your library …)";
    const def = one(text);
    assert.deepEqual(def, { kind: "keyword", text, keyword: "cascade" });
    assert.deepEqual(triggeredForm(def)?.trigger, { on: "cast", filter: { is: "self" }, by: "you" });
    assert.deepEqual(triggeredForm(def)?.effects, [{ do: "cascade" }]);
    assert.equal(castCastingKeywords.find((k) => k.name === "cascade")?.triggersAsCast, true);
  });
});
