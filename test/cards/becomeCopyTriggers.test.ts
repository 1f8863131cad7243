// Triggers of the "becomes a copy" cards: a spell that targets this permanent (heroic).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseTrigger } from "../../src/mtg/cards/oracle/triggers.js";

describe("oracle triggers: a spell that targets … (115.1, 603.2)", () => {
  it("heroic: 'Whenever you cast a spell that targets ~'", () => {
    assert.deepEqual(parseTrigger("Whenever you cast a spell that targets ~"), {
      trigger: { on: "cast", filter: { is: "all", of: [] }, by: "you", targets: { is: "self" } },
      pronoun: { ref: "triggerObject" },
    });
  });
  it("'an opponent casts a spell that targets a creature you control'", () => {
    const parsed = parseTrigger("Whenever an opponent casts a spell that targets a creature you control");
    assert.equal(parsed?.trigger.on === "cast" && parsed.trigger.by, "opponent");
    assert.ok(parsed?.trigger.on === "cast" && parsed.trigger.targets);
  });
  it("'you casts' and 'targets you or …' are not this template", () => {
    assert.equal(parseTrigger("Whenever you casts a spell that targets ~"), null);
    assert.equal(parseTrigger("Whenever an opponent casts a spell that targets you or a creature you control"), null);
  });
});
