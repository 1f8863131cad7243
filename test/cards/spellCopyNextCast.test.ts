// 603.7: "copy the next … spell you cast this turn when you cast it", and a kicked source copying it more times.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const next = {
  is: "all",
  of: [
    {
      is: "any",
      of: [
        { is: "type", type: "Instant" },
        { is: "type", type: "Sorcery" },
      ],
    },
    { is: "manaValue", atMost: 2 },
  ],
};
const copies = (count: number) => ({
  do: "whenYouCastNext",
  filter: next,
  effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count, newTargets: true, exceptions: [] }],
});

describe("copy the next spell you cast this turn when you cast it", () => {
  it("If ~ was kicked, copy that spell twice instead: two delayed abilities, one chosen by the kicker", () => {
    const a = one(
      "When Test Card enters, copy the next instant or sorcery spell with mana value 2 or less you cast this turn when you cast it. If Test Card was kicked, copy that spell twice instead. You may choose new targets for the copies.",
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      { do: "if", condition: { is: "kicked" }, effects: [copies(2)], otherwise: [copies(1)] },
    ]);
  });
  it("without the kicker sentence: one copy", () => {
    const a = one(
      "When Test Card enters, copy the next instant or sorcery spell with mana value 2 or less you cast this turn when you cast it. You may choose new targets for the copy.",
    );
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [copies(1)]);
  });
  it("the kicker sentence alone, with no delayed copy before it, stays text", () => {
    staysText("When Test Card enters, draw a card. If Test Card was kicked, copy that spell twice instead.");
  });
});
