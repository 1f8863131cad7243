// "Whenever ~ becomes the target of a spell or ability for the first time each turn, counter that
// spell or ability" (Glyph Keeper, the Glasskites): 603.2, 115.1, 701.6.
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

describe("oracle: becoming a target for the first time each turn", () => {
  it("the trigger only for the first time, countering the spell or ability (its trigger object)", () => {
    compiles(
      "Whenever Test Card becomes the target of a spell or ability for the first time each turn, counter that spell or ability.",
      {
        kind: "triggered",
        trigger: { on: "becomesTarget", filter: { is: "self" }, by: "spellOrAbility", firstTimeEachTurn: true },
        effects: [{ do: "counter", what: { ref: "triggerObject" } }],
      },
    );
  });
  it("'that spell' of a becomes-the-target trigger is the spell targeting it", () => {
    compiles("Whenever Test Card becomes the target of a spell, counter that spell.", {
      kind: "triggered",
      trigger: { on: "becomesTarget", filter: { is: "self" }, by: "spell" },
      effects: [{ do: "counter", what: { ref: "triggerObject" } }],
    });
  });
});
