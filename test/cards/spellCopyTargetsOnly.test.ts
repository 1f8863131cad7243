// 603.4, 115.9c: the intervening "if that spell targets only ~" of a cast trigger.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("if that spell targets only ~", () => {
  it("is the trigger's intervening if, and the copies go to each other creature (Ink-Treader Nephilim)", () => {
    const a = one(
      "Whenever a player casts an instant or sorcery spell, if that spell targets only Test Card, copy the spell for each other creature that spell could target. Each copy targets a different one of those creatures.",
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.interveningIf : null, {
      is: "triggerObjectTargetsOnly",
      filter: { is: "self" },
    });
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      { do: "copySpellForEachOtherTarget", what: { ref: "triggerObject" }, among: { is: "type", type: "Creature" } },
    ]);
  });
  it("after a trigger that is not about a spell, stays text", () => {
    staysText("When Test Card enters, if that spell targets only Test Card, draw a card.");
  });
});
