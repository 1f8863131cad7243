// 603.2h "Do this only once each turn", and a copy "except the copy is a 1/1 Spirit …" (Donal, Herald of Wings).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("Do this only once each turn (603.2h)", () => {
  it("Donal: an optional copy of a flying nonlegendary creature spell, recorded when it is made", () => {
    const a = one(
      "Whenever you cast a nonlegendary creature spell with flying, you may copy it, except the copy is a 1/1 Spirit in addition to its other types. Do this only once each turn.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger, {
      on: "cast",
      filter: {
        is: "all",
        of: [
          { is: "not", filter: { is: "supertype", supertype: "Legendary" } },
          { is: "type", type: "Creature" },
          { is: "hasKeyword", keyword: "flying" },
        ],
      },
      by: "you",
    });
    assert.equal(a.optional, true);
    assert.equal(a.onceEachTurnAction, true);
    assert.equal(a.oncePerTurn, undefined);
    assert.deepEqual(a.effects, [
      {
        do: "copySpell",
        what: { ref: "triggerObject" },
        count: 1,
        newTargets: false,
        exceptions: [
          { except: "pt", power: 1, toughness: 1 },
          { except: "additionalTypes", subtypes: ["Spirit"] },
        ],
      },
      { do: "tookOnceEachTurnAction" },
    ]);
  });
  it("an action that isn't optional: what taking it means is unknown, stays text", () => {
    staysText("Whenever you cast a creature spell, draw a card. Do this only once each turn.");
  });
});
