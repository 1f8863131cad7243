import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Condition } from "../../src/mtg/abilities/condition.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { one, staysText } from "./compiled.js";

/** The condition of the paragraph's single conditional static effect. */
function conditionOf(text: string): Condition | undefined {
  const a = one(text);
  assert.equal(a.kind, "static", text);
  return a.kind === "static" ? a.effects[0]?.condition : undefined;
}

const mine = (filter: ReturnType<typeof Filters.and>) => ({ of: "count" as const, filter });

describe("conditions of 'as long as' statics (611.3b)", () => {
  it("the source's own status: attacking, untapped, equipped, enchanted, monstrous", () => {
    assert.deepEqual(conditionOf("As long as Test Card is attacking, it gets +2/+0."), {
      is: "selfMatches",
      filter: { is: "attacking" },
    });
    assert.deepEqual(conditionOf("Test Card gets +0/+3 as long as it's untapped."), {
      is: "selfMatches",
      filter: Filters.not({ is: "tapped" }),
    });
    assert.deepEqual(conditionOf("As long as Test Card is equipped, it has haste."), {
      is: "selfMatches",
      filter: { is: "equipped" },
    });
    assert.deepEqual(conditionOf("Test Card has flying as long as it's enchanted."), {
      is: "selfMatches",
      filter: { is: "enchanted" },
    });
  });

  it("whose turn it is", () => {
    assert.deepEqual(conditionOf("As long as it's your turn, Test Card has first strike."), { is: "yourTurn" });
    assert.deepEqual(conditionOf("As long as it's not your turn, creatures you control get +0/+2."), {
      is: "not",
      condition: { is: "yourTurn" },
    });
  });

  it("life totals, hands and graveyards", () => {
    assert.deepEqual(conditionOf("Test Card gets +2/+2 as long as you have 25 or more life."), {
      is: "lifeAtLeast",
      n: 25,
    });
    assert.deepEqual(conditionOf("As long as you have 5 or less life, other creatures you control get +2/+2."), {
      is: "not",
      condition: { is: "lifeAtLeast", n: 6 },
    });
    assert.deepEqual(conditionOf("Test Card gets +2/+1 as long as you have no cards in hand."), {
      is: "amountInRange",
      amount: { of: "cardsInHand", whose: "you" },
      atLeast: 0,
      atMost: 0,
    });
    assert.deepEqual(
      conditionOf(
        "Threshold — As long as seven or more cards are in your graveyard, Test Card gets +1/+1 and has flying.",
      ),
      { is: "amountInRange", amount: { of: "countInGraveyard", filter: Filters.and(), whose: "you" }, atLeast: 7 },
    );
    assert.deepEqual(
      conditionOf("Test Card gets +2/+2 as long as there are three or more land cards in your graveyard."),
      { is: "amountInRange", amount: { of: "countInGraveyard", filter: Filters.land, whose: "you" }, atLeast: 3 },
    );
  });

  it("what players control", () => {
    assert.deepEqual(conditionOf("Test Card gets +1/+1 as long as an opponent controls an Island."), {
      is: "amountInRange",
      amount: mine(Filters.and(Filters.subtype("Island"), Filters.opponentControls)),
      atLeast: 1,
    });
    assert.deepEqual(conditionOf("Test Card gets +3/+3 as long as no opponent controls a creature."), {
      is: "amountInRange",
      amount: mine(Filters.and(Filters.creature, Filters.opponentControls)),
      atLeast: 0,
      atMost: 0,
    });
    // 205.3j: a planeswalker type before "planeswalker" is read by the subject parser, as "an artifact" is.
    assert.deepEqual(conditionOf("Test Card gets +2/+0 as long as you control an Angrath planeswalker."), {
      is: "youControlCount",
      filter: Filters.and(Filters.subtype("Angrath"), Filters.type("Planeswalker")),
      atLeast: 1,
    });
  });

  it("stays text when the condition or its subject is not understood", () => {
    staysText("Test Card gets +2/+1 as long as an opponent has 10 or less life.");
    staysText("As long as Test Card is paired with another creature, it has flying.");
    // "it" after a condition about another object is not ~.
    staysText("As long as enchanted creature is blue, it gets +1/+1 and has shroud.");
  });
});
