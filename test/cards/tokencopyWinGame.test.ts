// "you win the game" (104.2b) and "Then if you control N or more [permanents] with the same name as
// one another, …" (201.2, 608.2c) in the Oracle compiler.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const artifact = { is: "type", type: "Artifact" } as const;
const upkeep = { on: "beginningOfStep", step: "upkeep", whose: "your" } as const;

describe("oracle: winning the game", () => {
  it("a copy of enchanted artifact, then eight artifacts sharing a name win the game", () => {
    compiles(
      "At the beginning of your upkeep, create a token that's a copy of enchanted artifact. Then if you control eight or more artifacts with the same name as one another, you win the game.",
      {
        kind: "triggered",
        trigger: upkeep,
        effects: [
          { do: "createTokenCopy", of: { ref: "attached" }, count: 1, exceptions: [] },
          {
            do: "if",
            condition: { is: "youControlCount", filter: artifact, atLeast: 8, sameName: true },
            effects: [{ do: "winGame" }],
          },
        ],
      },
    );
  });
  it("an intervening if, then you win the game", () => {
    compiles("At the beginning of your upkeep, if you control ten or more Treasures, you win the game.", {
      kind: "triggered",
      trigger: upkeep,
      interveningIf: { is: "youControlCount", filter: { is: "subtype", subtype: "Treasure" }, atLeast: 10 },
      effects: [{ do: "winGame" }],
    });
  });
  it("another player winning stays text", () => {
    staysText("At the beginning of your upkeep, target opponent wins the game.");
  });
  it("'with the same name as one another' needs a count", () => {
    staysText(
      "At the beginning of your upkeep, if you control artifacts with the same name as one another, you win the game.",
    );
  });
});
