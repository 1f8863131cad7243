// "[Player] reveals the top card of their library. If it's a creature card, the player puts the
// card into their graveyard and ~ becomes a copy of that card" (Shapeshifter's Marrow); "reveal the
// top card of your library. If a creature card is revealed this way, you may have creatures you
// control other than ~ become copies of that card until end of turn. You may put that card on the
// bottom of your library" (Deceiver of Form). 701.20a, 608.2c, 707.2.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: become a copy of the card revealed from the top of a library", () => {
  it("the opponent whose upkeep it is reveals; a creature card goes to the graveyard and is copied", () => {
    compiles(
      "At the beginning of each opponent's upkeep, that player reveals the top card of their library. If it's a creature card, the player puts the card into their graveyard and Test Card becomes a copy of that card.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "opponent" },
        effects: [
          { do: "revealTop", who: { ref: "activePlayer" } },
          {
            do: "if",
            condition: { is: "cardThisWayMatches", filter: creature },
            effects: [
              { do: "putIntoGraveyard", what: { ref: "thisWay" } },
              {
                do: "becomeCopy",
                what: { ref: "self" },
                of: { ref: "thisWay" },
                exceptions: [],
                duration: "permanent",
              },
            ],
          },
        ],
      },
    );
  });
  it("you reveal; the others you control may become copies; the card may go to the bottom", () => {
    compiles(
      "At the beginning of combat on your turn, reveal the top card of your library. If a creature card is revealed this way, you may have creatures you control other than Test Card become copies of that card until end of turn. You may put that card on the bottom of your library.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" },
        effects: [
          { do: "revealTop", who: { ref: "you" } },
          {
            do: "if",
            condition: { is: "cardThisWayMatches", filter: creature },
            effects: [
              {
                do: "mayThen",
                first: {
                  do: "becomeCopy",
                  what: {
                    ref: "each",
                    filter: { is: "all", of: [{ is: "other" }, creature, { is: "controlledBy", who: "you" }] },
                  },
                  of: { ref: "thisWay" },
                  exceptions: [],
                  duration: "endOfTurn",
                },
                ifYouDo: [],
              },
            ],
          },
          { do: "mayThen", first: { do: "putInLibrary", what: { ref: "thisWay" }, at: "bottom" }, ifYouDo: [] },
        ],
      },
    );
  });
  it("a revealed card with no instruction copying it is not this template", () => {
    staysText(
      "At the beginning of your upkeep, reveal the top card of your library. If it's a creature card, Test Card deals 2 damage to you.",
    );
  });
});
