// Will of the council (701.38a): "Starting with you, each player votes for X or Y. If X gets more votes, … If Y gets more votes or the vote is tied, …"
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("will of the council votes", () => {
  it("Split Decision: the target spell is 'the spell' of both results; new targets go with the copy", () => {
    const a = one(
      "Will of the council — Choose target instant or sorcery spell. Starting with you, each player votes for denial or duplication. If denial gets more votes, counter the spell. If duplication gets more votes or the vote is tied, copy the spell. You may choose new targets for the copy.",
    );
    assert.equal(a.kind, "spell");
    if (a.kind !== "spell") return;
    assert.equal(a.targets?.length, 1);
    const spell = { ref: "target", index: 0 };
    assert.deepEqual(a.effects, [
      {
        do: "vote",
        choices: ["denial", "duplication"],
        ifMore: [{ do: "counter", what: spell }],
        otherwise: [{ do: "copySpell", what: spell, count: 1, newTargets: true, exceptions: [] }],
      },
    ]);
  });

  it("Plea for Power: no target", () => {
    const a = one(
      "Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.",
    );
    assert.equal(a.kind, "spell");
    if (a.kind !== "spell") return;
    assert.equal(a.effects[0]?.do, "vote");
  });

  it("stays text when the results name other choices, or a result is not understood", () => {
    staysText(
      "Starting with you, each player votes for time or knowledge. If money gets more votes, draw a card. If knowledge gets more votes or the vote is tied, draw three cards.",
    );
    staysText(
      "Starting with you, each player votes for time or knowledge. If time gets more votes, frobnicate. If knowledge gets more votes or the vote is tied, draw three cards.",
    );
  });
});
