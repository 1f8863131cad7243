// 205.3m: a cast trigger about a creature spell that doesn't share a creature type with yours.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("a creature spell that doesn't share a creature type with yours (205.3m)", () => {
  it("is a cast trigger whose filter compares the spell with your creatures and creature cards (Volo)", () => {
    const a = one(
      "Whenever you cast a creature spell that doesn't share a creature type with a creature you control or a creature card in your graveyard, copy that spell.",
    );
    assert.deepEqual(a.kind === "triggered" ? a.trigger : null, {
      on: "cast",
      filter: {
        is: "all",
        of: [
          { is: "type", type: "Creature" },
          { is: "not", filter: { is: "sharesCreatureTypeWithYours" } },
        ],
      },
      by: "you",
    });
  });
});
