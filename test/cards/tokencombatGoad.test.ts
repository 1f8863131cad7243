// Goad (701.15) in the Oracle compiler (tokencombat).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const t0 = { ref: "target", index: 0 } as const;

describe("oracle: goad (701.15a)", () => {
  it("goad target creature, until your next turn", () => {
    compiles("{2}: Goad target creature.", {
      kind: "activated",
      cost: { mana: "{2}" },
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
      effects: [{ do: "goad", what: t0 }],
    });
  });
  it("the tokens are goaded for the rest of the game", () => {
    compiles(
      "Each opponent creates a token that's a copy of Test Card. The tokens are goaded for the rest of the game.",
      {
        kind: "spell",
        effects: [
          { do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [], who: { ref: "eachOpponent" } },
          { do: "goad", what: { ref: "created" }, forRestOfGame: true },
        ],
      },
    );
  });
  it("goaded for the rest of the game with no tokens named before stays text", () => {
    staysText("Target creature is goaded for the rest of the game.");
  });
});
