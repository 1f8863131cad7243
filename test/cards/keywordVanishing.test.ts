import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { triggeredForms } from "../../src/mtg/abilities/keywordActions.js";
import { one } from "./compiled.js";

describe("vanishing (702.63): enters with N time counters, an upkeep trigger and a sacrifice trigger", () => {
  it("reads Vanishing N and bare Vanishing, keeping the reminder text", () => {
    const text = "Vanishing 3 (This creature enters with three time counters on it.)";
    assert.deepEqual(one(text), { kind: "keyword", text, keyword: "vanishing", n: 3 });
    const bare = "Vanishing (At the beginning of your upkeep, remove a time counter from this creature.)";
    assert.deepEqual(one(bare), { kind: "keyword", text: bare, keyword: "vanishing" });
  });

  it("expands into the two triggered abilities of 702.63a-b", () => {
    const def = one("Vanishing 2");
    const [upkeep, last] = triggeredForms(def);
    assert.deepEqual(upkeep?.trigger, { on: "beginningOfStep", step: "upkeep", whose: "your" });
    assert.deepEqual(upkeep?.interveningIf, { is: "not", condition: { is: "selfHadNoCounters", kind: "time" } });
    assert.deepEqual(upkeep?.effects, [{ do: "removeCounters", what: { ref: "self" }, kind: "time", amount: 1 }]);
    assert.deepEqual(last?.trigger, { on: "lastCounterRemoved", kind: "time", filter: { is: "self" } });
    assert.deepEqual(last?.effects, [{ do: "sacrifice", what: { ref: "self" } }]);
  });

  it("refuses a cost where a number is expected", () => {
    assert.equal(one("Vanishing {2}").kind, "text");
  });
});
