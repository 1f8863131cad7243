// "Each player reveals the top card of their library. For each [kind] card revealed this way, create
// a token that's a copy of that card …" in the Oracle compiler (701.20a, 608.2c, 707.2).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;
const reveal = { do: "revealTop", who: { ref: "eachPlayer" } } as const;
const copies = { do: "createTokenCopyOfEach", of: { ref: "thisWay", filter: creature }, exceptions: [] } as const;

describe("oracle token copies: each card of a kind revealed this way", () => {
  it("a copy of each creature card revealed", () => {
    compiles(
      "Each player reveals the top card of their library. For each creature card revealed this way, create a token that's a copy of that card.",
      { kind: "spell", effects: [reveal, copies] },
    );
  });
  it("none revealed: the spell returns to its owner's hand", () => {
    compiles(
      "Each player reveals the top card of their library. For each creature card revealed this way, create a token that's a copy of that card. If no creature cards were revealed this way, return Test Card to its owner's hand.",
      {
        kind: "spell",
        effects: [
          reveal,
          copies,
          {
            do: "if",
            condition: { is: "cardThisWayMatches", filter: creature },
            effects: [],
            otherwise: [{ do: "returnToHand", what: { ref: "self" } }],
          },
        ],
      },
    );
  });
  it("a different kind in the last sentence stays text", () => {
    staysText(
      "Each player reveals the top card of their library. For each creature card revealed this way, create a token that's a copy of that card. If no artifact cards were revealed this way, return Test Card to its owner's hand.",
    );
  });
});
