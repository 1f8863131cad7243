import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, one } from "./compiled.js";

const CREATURE_AN_OPPONENT_CONTROLS = {
  spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.opponentControls) },
} as const;

describe("oracle: linked exile (607.2a, 610.3)", () => {
  it("exile target … until ~ leaves the battlefield", () => {
    compiles(
      "When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves the battlefield.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [{ do: "exileUntilSourceLeaves", what: { ref: "target", index: 0 } }],
        targets: [CREATURE_AN_OPPONENT_CONTROLS],
      },
    );
  });

  it("an ability returning the exiled card links the card's exiling ability to it", () => {
    const [enters, leaves] = compileOracleText(
      "When Test Card enters, exile target creature an opponent controls.\nWhen Test Card leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
      "Test Card",
    );
    assert.equal(enters?.kind, "triggered");
    assert.deepEqual(enters?.kind === "triggered" ? enters.effects : [], [
      { do: "exileAndLink", what: { ref: "target", index: 0 } },
    ]);
    assert.deepEqual(leaves?.kind === "triggered" ? leaves.effects : [], [
      { do: "returnToBattlefield", what: { ref: "linkedExiled" } },
    ]);
  });

  it("returns the exiled cards to their owners' hands", () => {
    const [, leaves] = compileOracleText(
      "When Test Card enters, exile target creature.\nWhen Test Card leaves the battlefield, return the exiled cards to their owners' hands.",
      "Test Card",
    );
    assert.deepEqual(leaves?.kind === "triggered" ? leaves.effects : [], [
      { do: "returnToHand", what: { ref: "linkedExiled" } },
    ]);
  });

  it("stays text when no other ability of the card exiles, or the number disagrees", () => {
    assert.equal(
      one("When Test Card leaves the battlefield, return the exiled card to the battlefield under its owner's control.")
        .kind,
      "text",
    );
    const [, leaves] = compileOracleText(
      "When Test Card enters, exile target creature.\nWhen Test Card leaves the battlefield, return the exiled card to the battlefield under their owners' control.",
      "Test Card",
    );
    assert.equal(leaves?.kind, "text");
  });
});
