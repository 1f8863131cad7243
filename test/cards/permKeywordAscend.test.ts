import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("ascend (702.131) and the city's blessing", () => {
  it("Ascend is a keyword line", () => {
    compiles("Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)", {
      kind: "keyword",
      keyword: "ascend",
    });
  });

  it("a static ability that exists as long as you have the city's blessing (611.3b), the condition before or after", () => {
    for (const text of [
      "Dusk Charger gets +2/+2 as long as you have the city's blessing.",
      "As long as you have the city's blessing, Dusk Charger gets +2/+2.",
    ]) {
      const a = one(text, "Dusk Charger");
      assert.equal(a.kind, "static", text);
      if (a.kind !== "static") continue;
      assert.deepEqual(
        a.effects.map((e) => e.condition),
        [{ is: "youHaveCitysBlessing" }],
        text,
      );
      assert.deepEqual(a.effects[0]?.affects, { is: "self" }, text);
    }
  });

  it("the city's blessing is a condition of activation and an intervening if", () => {
    const arch = one("{5}, {T}: Draw a card. Activate only if you have the city's blessing.", "Arch of Orazca");
    assert.equal(arch.kind, "activated");
    const griffin = one(
      "Whenever Resplendent Griffin attacks, if you have the city's blessing, put a +1/+1 counter on it.",
      "Resplendent Griffin",
    );
    assert.equal(griffin.kind, "triggered");
    if (griffin.kind === "triggered") assert.deepEqual(griffin.interveningIf, { is: "youHaveCitysBlessing" });
  });

  it("an unknown condition, or a static that already has one, stays text", () => {
    for (const text of [
      "Dusk Charger gets +2/+2 as long as you control a Wizard named Bob.",
      "As long as it's raining, Dusk Charger gets +2/+2.",
    ])
      assert.equal(one(text, "Dusk Charger").kind, "text", text);
  });
});
