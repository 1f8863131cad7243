// 603.7, 606: "When you next cast an instant spell, cast a sorcery spell, or activate a loyalty ability this turn, …".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const instant = { is: "type", type: "Instant" };
const sorcery = { is: "type", type: "Sorcery" };
const copyTwice = { do: "copySpell", what: { ref: "triggerObject" }, count: 2, newTargets: true, exceptions: [] };

describe("the next spell cast or loyalty ability activated this turn", () => {
  it("Repeated Reverberation: a delayed copy of the next instant, sorcery or loyalty ability", () => {
    const a = one(
      "When you next cast an instant spell, cast a sorcery spell, or activate a loyalty ability this turn, copy that spell or ability twice. You may choose new targets for the copies.",
    );
    assert.equal(a.kind, "spell");
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      {
        do: "whenYouCastNext",
        filter: { is: "any", of: [instant, sorcery] },
        effects: [copyTwice],
        orLoyaltyAbility: true,
      },
    ]);
  });
  it("without the loyalty clause, 'that spell': the next such spell only", () => {
    const a = one("When you next cast an instant spell this turn, copy that spell twice.");
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      { do: "whenYouCastNext", filter: { is: "any", of: [instant] }, effects: [{ ...copyTwice, newTargets: false }] },
    ]);
  });
  it("'that spell or ability' with no ability that could be it stays text", () => {
    staysText("When you next cast an instant spell this turn, copy that spell or ability twice.");
  });
});

describe("Whenever you activate a loyalty ability of a [subtype] planeswalker (606.4)", () => {
  it("Chandra's Regulator: the trigger asks for a loyalty ability and needs no mana-ability clause", () => {
    const a = one(
      "Whenever you activate a loyalty ability of a Chandra planeswalker, you may pay {1}. If you do, copy that ability. You may choose new targets for the copy.",
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.trigger : null, {
      on: "activated",
      source: {
        is: "all",
        of: [
          { is: "subtype", subtype: "Chandra" },
          { is: "type", type: "Planeswalker" },
        ],
      },
      by: "you",
      loyalty: true,
    });
  });
});
