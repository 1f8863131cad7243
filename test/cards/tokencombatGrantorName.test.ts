// The card's name inside an ability its effect gives (201.4): the granting object (tokencombat).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { grantingSourceOf } from "../../src/mtg/layers/grantingSource.js";
import { newGameState } from "../../src/mtg/model/newGameState.js";
import { one, staysText } from "./compiled.js";

describe("oracle: the card's name in a granted quoted ability (201.4)", () => {
  it("an Equipment's 'you may sacrifice [its name]. If you do, …', after a flavor word", () => {
    const a = one(
      'Invoke Duplicity — Equipped creature gets +1/+1 and has "Whenever this creature deals combat damage to a player, you may sacrifice Test Card. If you do, create a token that\'s a copy of this creature."',
    );
    assert.equal(a.kind, "static");
    if (a.kind !== "static") return;
    const granted = a.effects[0]?.parts[1];
    assert.equal(granted?.op, "addAbilities");
    if (granted?.op !== "addAbilities") return;
    const [trigger] = granted.abilities;
    assert.equal(
      trigger?.text,
      "Whenever this creature deals combat damage to a player, you may sacrifice Test Card. If you do, create a token that's a copy of this creature.",
    );
    assert.equal(trigger?.kind, "triggered");
    if (trigger?.kind !== "triggered") return;
    assert.deepEqual(trigger.effects, [
      {
        do: "mayThen",
        first: { do: "sacrifice", what: { ref: "grantingSource" } },
        ifYouDo: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
      },
    ]);
  });
  it("a token's own quoted ability naming the card stays text", () => {
    staysText('Create a 1/1 black Bat creature token with flying. It has "Sacrifice this creature: Exile Test Card."');
  });
});

describe("the object whose effect gave an ability", () => {
  it("reads a static effect's source from the granted key; none for a printed ability", () => {
    const state = newGameState(["Alice", "Bob"], { number: 1, active: "Alice", step: "main1" }, "");
    assert.equal(grantingSourceOf(state, "gs:o7:p0:0:0"), "o7");
    assert.equal(grantingSourceOf(state, "p0"), null);
    assert.equal(grantingSourceOf(state, null), null);
  });
});
