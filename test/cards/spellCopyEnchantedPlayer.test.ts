// 303.4b, 707.10: "Whenever enchanted player casts a spell other than the first spell they cast each turn or copies a spell".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("enchanted player's later spells and copies", () => {
  it("triggers on their spells after the first each turn and on their copies; 'them' is that player", () => {
    const a = one(
      "Whenever enchanted player casts a spell other than the first spell they cast each turn or copies a spell, Test Card deals 2 damage to them.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger, {
      on: "cast",
      filter: { is: "all", of: [] },
      by: "any",
      enchantedPlayer: true,
      afterFirstThisTurn: true,
      orCopy: true,
    });
    assert.equal(a.effects.length, 1);
    assert.deepEqual(a.effects[0] && "who" in a.effects[0] ? a.effects[0].who : null, { ref: "enchantedPlayer" });
  });
});
