// 707.10, 707.10c: "each other player may copy that spell and may choose new targets for the copy they control".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one } from "./compiled.js";

describe("each other player may copy the spell", () => {
  it("each of them chooses whether to copy it, and controls and may retarget their copy", () => {
    const a = one(
      "Whenever enchanted player casts an instant or sorcery spell, each other player may copy that spell and may choose new targets for the copy they control.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.effects, [
      {
        do: "byPlayer",
        who: { ref: "eachOtherThanControllerOfTriggerObject" },
        effects: [
          {
            do: "mayThen",
            first: { do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] },
            ifYouDo: [],
          },
        ],
      },
    ]);
  });
});
