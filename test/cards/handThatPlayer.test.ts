import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("oracle: 'that player' of a trigger (603.2)", () => {
  it("the player dealt combat damage discards", () => {
    const a = one("Whenever Test Card deals combat damage to a player, that player discards a card.");
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      { do: "discard", who: { ref: "triggerPlayer" }, amount: 1 },
    ]);
  });

  it("the active player of each [opponent's] upkeep sacrifices", () => {
    const a = one("At the beginning of each opponent's upkeep, that player sacrifices a creature.");
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects.map((e) => ("who" in e ? e.who : null)) : null, [
      { ref: "activePlayer" },
    ]);
  });

  it("no trigger player: 'that player' is not read", () => {
    staysText("At the beginning of your upkeep, that player discards a card.");
    staysText("Whenever Test Card attacks, that player discards a card.");
  });
});

describe("oracle: putting a card from the hand onto the battlefield (608.2d)", () => {
  it("'you may put a land card from your hand onto the battlefield'", () => {
    const a = one("Draw a card. You may put a land card from your hand onto the battlefield.");
    assert.deepEqual(a.kind === "spell" ? a.effects.at(-1) : null, {
      do: "mayPutFromHandOntoBattlefield",
      filter: { is: "type", type: "Land" },
    });
    staysText("{T}: You may put a Goblin permanent card from your hand onto the battlefield.");
  });
});
