import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const nonland = { is: "not", filter: { is: "type", type: "Land" } } as const;
const targetPlayer = { spec: { kind: "player", who: "any" } } as const;

describe("oracle: reveal a hand, choose a card, discard it (701.20a, 701.9a)", () => {
  it("three sentences are one instruction; what follows is read after", () => {
    compiles(
      "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.",
      {
        kind: "spell",
        targets: [targetPlayer],
        effects: [
          { do: "revealHandDiscardChosen", who: { ref: "targetPlayer", index: 0 }, filter: nonland },
          { do: "loseLife", who: { ref: "you" }, amount: 2 },
        ],
      },
    );
    compiles("Target opponent reveals their hand. You choose a card from it. That player discards that card.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "opponent" } }],
      effects: [
        { do: "revealHandDiscardChosen", who: { ref: "targetPlayer", index: 0 }, filter: { is: "all", of: [] } },
      ],
    });
  });

  it("stays text when 'that player' is not one targeted player", () => {
    staysText("Each opponent reveals their hand. You choose a nonland card from it. That player discards that card.");
  });
});

describe("oracle: look at the top cards, put one into the hand (401.4)", () => {
  it("one into the hand, the rest on the bottom in any order, a random order, or into the graveyard", () => {
    compiles(
      "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
      { kind: "spell", effects: [{ do: "lookAtTopPutOne", amount: 4, rest: "bottom" }] },
    );
    compiles(
      "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
      { kind: "spell", effects: [{ do: "lookAtTopPutOne", amount: 3, rest: "graveyard" }] },
    );
    compiles(
      "Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.",
      { kind: "spell", effects: [{ do: "lookAtTopPutOne", amount: 2, rest: "bottom" }] },
    );
  });

  it("may reveal a card of a kind; the rest go on the bottom", () => {
    compiles(
      "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
      {
        kind: "spell",
        effects: [{ do: "lookAtTopPutOne", amount: 5, filter: { is: "type", type: "Creature" }, rest: "bottomRandom" }],
      },
    );
  });

  it("stays text when 'the other' is said of more than two cards", () => {
    staysText(
      "Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
    );
  });
});
