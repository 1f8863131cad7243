// Tempting offer: "[A]. Each opponent may [A]. For each opponent who does, [A]." (Tempt with
// Reflections, Glory, Vengeance; Tempting Contract): the offer as each opponent, then A once per acceptance.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("oracle: tempting offer", () => {
  it("'that creature' in the offer and the reward is still the target, not the token the first instruction made", () => {
    const a = one(
      "Choose target creature you control. Create a token that's a copy of that creature. Each opponent may create a token that's a copy of that creature. For each opponent who does, create a token that's a copy of that creature.",
    );
    assert.equal(a.kind, "spell");
    const copy = { do: "createTokenCopy", of: { ref: "target", index: 0 }, count: 1, exceptions: [] };
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      copy,
      { do: "eachOpponentMay", effects: [copy], forEachWhoDoes: [copy] },
    ]);
  });
  it("'they control' in the offer is the opponent's 'you control'; 'you create' in the reward is the controller", () => {
    const a = one(
      "At the beginning of your upkeep, each opponent may put a +1/+1 counter on each creature they control. For each opponent who does, you put a +1/+1 counter on each creature you control.",
    );
    assert.equal(a.kind, "triggered");
    const [offer] = a.kind === "triggered" ? a.effects : [];
    assert.equal(offer?.do, "eachOpponentMay");
    if (offer?.do === "eachOpponentMay") assert.deepEqual(offer.effects, offer.forEachWhoDoes);
  });
  it("an offer with no reward sentence stays text", () => {
    staysText("Each opponent may create a token that's a copy of target creature you control.");
  });
});
