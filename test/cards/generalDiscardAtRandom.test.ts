import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";
import assert from "node:assert/strict";

describe("oracle: discarding at random (701.9b)", () => {
  it("target player discards a card at random", () => {
    compiles("Target player discards a card at random.", {
      kind: "spell",
      effects: [{ do: "discard", who: { ref: "targetPlayer", index: 0 }, amount: 1, atRandom: true }],
      targets: [{ spec: { kind: "player", who: "any" } }],
    });
  });

  it("draw four cards, then discard three cards at random", () => {
    compiles("Draw four cards, then discard three cards at random.", {
      kind: "spell",
      effects: [
        { do: "draw", who: { ref: "you" }, amount: 4 },
        { do: "discard", who: { ref: "you" }, amount: 3, atRandom: true },
      ],
    });
  });

  it("the noun agrees with the count: 'discard two card at random' stays text", () => {
    assert.equal(one("Discard two card at random.").kind, "text");
  });

  it("as a cost: {T}, Discard a card at random", () => {
    const a = one("{T}, Discard a card at random: Test Card deals 1 damage to any target.");
    assert.equal(a.kind, "activated");
    assert.ok(a.kind === "activated" && a.cost.discardAtRandom === 1 && a.cost.discard === undefined);
  });
});

describe("oracle: revealing a card at random from a hand (701.20a)", () => {
  it("then 'that card's mana value' is the revealed card's", () => {
    compiles(
      "Target opponent reveals a card at random from their hand. You gain life equal to that card's mana value.",
      {
        kind: "spell",
        effects: [
          { do: "revealAtRandomFromHand", who: { ref: "targetPlayer", index: 0 } },
          {
            do: "gainLife",
            who: { ref: "you" },
            amount: { of: "valueOf", what: { ref: "thisWay" }, value: "manaValue" },
          },
        ],
        targets: [{ spec: { kind: "player", who: "opponent" } }],
      },
    );
  });

  it("'you reveals' does not agree: stays text", () => {
    assert.equal(one("You reveals a card at random from your hand.").kind, "text");
  });
});
