import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const discard = { do: "discard", who: { ref: "you" }, amount: 1 } as const;

describe("oracle: what each opponent does or suffers (101.4, 701.9a, 701.21a)", () => {
  it("each opponent sacrifices a creature with the greatest power among creatures that player controls", () => {
    compiles(
      "[−3]: Each opponent sacrifices a creature with the greatest power among creatures that player controls.",
      {
        kind: "activated",
        cost: { loyalty: -3 },
        effects: [
          {
            do: "playersSacrifice",
            who: { ref: "eachOpponent" },
            filter: { is: "all", of: [{ is: "type", type: "Creature" }, { is: "greatestPowerAmongItsControllers" }] },
          },
        ],
      },
    );
  });

  it("each opponent may discard a card; if they don't, they lose 3 life; repeated six more times", () => {
    const one = {
      do: "eachOpponentUnless",
      action: [discard],
      otherwise: [{ do: "loseLife", who: { ref: "you" }, amount: 3 }],
    } as const;
    compiles(
      "[−8]: Each opponent may discard a card. If they don't, they lose 3 life. Repeat this process six more times.",
      { kind: "activated", cost: { loyalty: -8 }, effects: Array.from({ length: 7 }, () => one) },
    );
  });

  it("each opponent loses 2 life unless they discard a card", () => {
    compiles("Each opponent loses 2 life unless they discard a card.", {
      kind: "spell",
      effects: [
        {
          do: "eachOpponentUnless",
          action: [discard],
          otherwise: [{ do: "loseLife", who: { ref: "you" }, amount: 2 }],
        },
      ],
    });
  });

  it("a repeat count that is not a number stays text", () => {
    staysText(
      "Each opponent may discard a card. If they don't, they lose 3 life. Repeat this process many more times.",
    );
  });
});
