// "{X}: This creature has base power and toughness X/X" (613.4b), the ability Gigantoplasm's copy gets.
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

describe("oracle: base power and toughness X/X", () => {
  it("an activated ability sets the base P/T to the X paid, for the rest of the game (611.2a)", () => {
    compiles("{X}: Test Card has base power and toughness X/X.", {
      kind: "activated",
      cost: { mana: "{X}" },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "setPT", power: { of: "x" }, toughness: { of: "x" } }],
          duration: "permanent",
        },
      ],
    });
  });
  it("a spell's X sets it too, until end of turn", () => {
    compiles("Target creature has base power and toughness X/X until end of turn.", {
      kind: "spell",
      effects: [
        {
          do: "continuous",
          what: { ref: "target", index: 0 },
          parts: [{ op: "setPT", power: { of: "x" }, toughness: { of: "x" } }],
          duration: "endOfTurn",
        },
      ],
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
    });
  });
});
