import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

function costOf(text: string) {
  const [a, ...rest] = compileOracleText(text, "Test Card");
  assert.equal(rest.length, 0);
  return a?.kind === "spell" ? a.additionalCost : undefined;
}

describe("a spell's additional costs other than a sacrifice (601.2b, 601.2h)", () => {
  it("discard a card / N cards / X cards", () => {
    assert.deepEqual(costOf("As an additional cost to cast this spell, discard a card."), { discard: 1 });
    assert.deepEqual(costOf("As an additional cost to cast this spell, discard two cards."), { discard: 2 });
    assert.deepEqual(costOf("As an additional cost to cast this spell, discard X cards."), { discardX: true });
  });

  it("pay N life / pay X life", () => {
    assert.deepEqual(costOf("As an additional cost to cast this spell, pay 3 life."), { payLife: 3 });
    assert.deepEqual(costOf("As an additional cost to cast this spell, pay X life."), { payLifeX: true });
  });

  it("exile a creature card from your graveyard", () => {
    const cost = costOf("As an additional cost to cast this spell, exile a creature card from your graveyard.");
    assert.ok(cost?.exileFromGraveyard);
    assert.equal(cost?.exileFromGraveyard && JSON.stringify(cost.exileFromGraveyard).includes("Creature"), true);
  });

  it("costs the casting rules don't pay stay text", () => {
    for (const text of [
      "As an additional cost to cast this spell, discard a card at random.",
      "As an additional cost to cast this spell, tap an untapped creature you control.",
      "As an additional cost to cast this spell, pay 3 life and discard a card.",
      "As an additional cost to cast this spell, exile X cards from your graveyard.",
    ])
      assert.equal(compileOracleText(text, "Test Card")[0]?.kind, "text", text);
  });
});
