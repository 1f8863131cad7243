// "Create two tokens that are copies of the sacrificed creature" (602.2b, 608.2h).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("oracle: token copies of the creature sacrificed to pay the cost", () => {
  it("an activated ability whose cost sacrifices a Zombie: copied as it last existed", () => {
    compiles("{3}, {T}, Sacrifice another Zombie: Create two tokens that are copies of the sacrificed creature.", {
      kind: "activated",
      cost: {
        mana: "{3}",
        tap: true,
        sacrifice: { is: "all", of: [{ is: "other" }, { is: "subtype", subtype: "Zombie" }] },
      },
      effects: [{ do: "createTokenCopy", of: { ref: "sacrificedToPay" }, count: 2, exceptions: [], lastKnown: true }],
    });
  });
  it("no cost sacrifices anything: stays text", () => {
    assert.equal(one("{T}: Create a token that's a copy of the sacrificed creature.").kind, "text");
  });
});
