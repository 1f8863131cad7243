// Sentences about the token copies just created, with a duration (611.2a), and the card filters
// that choose what is copied ("red, white, or black creature card").
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const haste = { op: "addAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] } as const;

describe("oracle token copies: the token gains haste until your next turn (611.2a)", () => {
  it("a red, white, or black creature card; haste until your next turn", () => {
    compiles(
      "At the beginning of combat on your turn, exile target red, white, or black creature card from your graveyard. Create a token that's a copy of that card, except it's 1/1. It gains haste until your next turn.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" },
        effects: [
          { do: "exile", what: { ref: "target", index: 0 } },
          {
            do: "createTokenCopy",
            of: { ref: "movedTarget", index: 0 },
            count: 1,
            exceptions: [{ except: "pt", power: 1, toughness: 1 }],
          },
          { do: "continuous", what: { ref: "created" }, parts: [haste], duration: "untilYourNextTurn" },
        ],
        targets: [
          {
            spec: {
              kind: "card",
              zone: "graveyard",
              filter: {
                is: "all",
                of: [
                  {
                    is: "any",
                    of: [
                      { is: "color", color: "R" },
                      { is: "color", color: "W" },
                      { is: "color", color: "B" },
                    ],
                  },
                  { is: "type", type: "Creature" },
                ],
              },
              whose: "you",
            },
          },
        ],
      },
    );
  });
  it("a list of three needs its serial comma", () => {
    staysText(
      "Exile target red, white or black creature card from your graveyard. Create a token that's a copy of that card.",
    );
  });
});
