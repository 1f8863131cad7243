// "Until end of turn, ~ becomes a copy of target creature you control. Prevent all damage that
// would be dealt to him this turn" (707.2, 615.1a): Oko, the Trickster; "him"/"her" is the card.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("oracle: a planeswalker's personal pronoun", () => {
  it("'him' after a copy instruction is the card itself", () => {
    const a = one(
      "[0]: Until end of turn, Test Card becomes a copy of target creature you control. Prevent all damage that would be dealt to him this turn.",
    );
    assert.equal(a.kind, "activated");
    if (a.kind !== "activated") return;
    assert.deepEqual(a.effects.at(-1), { do: "preventDamage", amount: "all", to: { object: { ref: "self" } } });
  });
});
