// 603.2: cast triggers with a condition on the event — "that has the same name as a card in your graveyard", "while ~ has N or more counters on it".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCastConditionTrigger } from "../../src/mtg/cards/oracle/copy/spellCopyCastConditions.js";
import { SELF } from "../../src/mtg/cards/oracle/text/sentences.js";

const INSTANT_OR_SORCERY = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};

describe("cast triggers with a condition on the event", () => {
  it("a spell with the same name as a card in your graveyard", () => {
    assert.deepEqual(
      parseCastConditionTrigger(
        "Whenever you cast an instant or sorcery spell that has the same name as a card in your graveyard",
      )?.trigger,
      {
        on: "cast",
        filter: { is: "all", of: [INSTANT_OR_SORCERY, { is: "sameNameAsCardInYourGraveyard" }] },
        by: "you",
      },
    );
  });
  it("while the source has two or more quest counters on it: checked only as the spell is cast", () => {
    assert.deepEqual(
      parseCastConditionTrigger(
        `Whenever you cast an instant or sorcery spell while ${SELF} has two or more quest counters on it`,
      )?.trigger,
      {
        on: "cast",
        filter: INSTANT_OR_SORCERY,
        by: "you",
        onlyWhile: { is: "selfCounters", kind: "quest", atLeast: 2 },
      },
    );
  });
  it("a plain cast trigger is not this template; a mismatched verb stays unread", () => {
    assert.equal(parseCastConditionTrigger("Whenever you cast an instant or sorcery spell"), null);
    assert.equal(
      parseCastConditionTrigger(
        "Whenever you casts an instant spell that has the same name as a card in your graveyard",
      ),
      null,
    );
  });
});
