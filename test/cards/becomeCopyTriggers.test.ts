// Triggers of the "becomes a copy" cards: a spell that targets this permanent (heroic), cycling (702.29c).
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

describe("oracle triggers: cycling (702.29c)", () => {
  const that = { ref: "triggerObject" };
  it("'Whenever you cycle a card' / 'another card' / 'a player cycles a card'", () => {
    assert.deepEqual(parseTrigger("Whenever you cycle a card"), {
      trigger: { on: "cycled", by: "you" },
      pronoun: that,
    });
    assert.deepEqual(parseTrigger("Whenever you cycle another card"), {
      trigger: { on: "cycled", by: "you" },
      pronoun: that,
    });
    assert.deepEqual(parseTrigger("Whenever a player cycles a card"), {
      trigger: { on: "cycled", by: "any" },
      pronoun: that,
    });
  });
  it("'When you cycle ~': the cycled card's own ability", () => {
    assert.deepEqual(parseTrigger("When you cycle ~"), {
      trigger: { on: "cycled", by: "you", self: true },
      pronoun: that,
    });
  });
  it("'cycle or discard' (702.29d) and 'cycle ~ or it dies' are not this template", () => {
    assert.equal(parseTrigger("Whenever you cycle or discard a card"), null);
    assert.equal(parseTrigger("When you cycle ~ or it dies"), null);
  });
});
