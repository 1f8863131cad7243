// Magecraft effect shapes (207.2c): "that spell's mana value" (202.3), base power (613.4b),
// attacking despite defender (702.3b), "an opponent chosen at random".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one, staysText } from "./compiled.js";

const MAGECRAFT = "Magecraft — Whenever you cast or copy an instant or sorcery spell, ";
const trigger = {
  on: "cast",
  filter: {
    is: "any",
    of: [
      { is: "type", type: "Instant" },
      { is: "type", type: "Sorcery" },
    ],
  },
  by: "you",
  orCopy: true,
} as const;

describe("magecraft: that spell's mana value", () => {
  it("If that spell has mana value 5 or greater: a condition on the trigger's spell", () => {
    compiles(`${MAGECRAFT}put a +1/+1 counter on Test Card. If that spell has mana value 5 or greater, draw a card.`, {
      kind: "triggered",
      trigger,
      effects: [
        { do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 },
        {
          do: "if",
          condition: { is: "triggerObjectMatches", filter: { is: "manaValue", atLeast: 5 } },
          effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
        },
      ],
    });
  });
  it("If that spell's mana value is 10 or greater, … an opponent chosen at random", () => {
    const a = one(
      `${MAGECRAFT}scry 1. If that spell's mana value is 10 or greater, Test Card deals 10 damage to an opponent chosen at random.`,
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects[1] : null, {
      do: "if",
      condition: { is: "triggerObjectMatches", filter: { is: "manaValue", atLeast: 10 } },
      effects: [{ do: "dealDamageToPlayer", amount: 10, who: { ref: "randomOpponent" } }],
    });
  });
  it("Put X +1/+1 counters on it, where X is that spell's mana value", () => {
    const a = one(
      `${MAGECRAFT}create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it, where X is that spell's mana value.`,
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects[1] : null, {
      do: "addCounters",
      what: { ref: "created" },
      kind: "+1/+1",
      amount: { of: "triggerObjectManaValue" },
    });
  });
  it("'that spell' after a spell target is the target, not the trigger's spell: stays text", () => {
    staysText("Counter target spell. If that spell has mana value 5 or greater, draw a card.");
  });
});

describe("magecraft: statics until end of turn", () => {
  it("target creature you control has base power 2 until end of turn (613.4b: power only)", () => {
    const a = one(`${MAGECRAFT}target creature you control has base power 2 until end of turn.`);
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      {
        do: "continuous",
        what: { ref: "target", index: 0 },
        parts: [{ op: "setPT", power: 2 }],
        duration: "endOfTurn",
      },
    ]);
  });
  it("~ can attack this turn as though it didn't have defender", () => {
    compiles(`${MAGECRAFT}Test Card can attack this turn as though it didn't have defender.`, {
      kind: "triggered",
      trigger,
      effects: [{ do: "rulesThisTurn", what: { ref: "self" }, rules: [{ rule: "attacksDespiteDefender" }] }],
    });
  });
});
