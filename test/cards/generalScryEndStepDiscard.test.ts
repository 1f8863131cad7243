import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const zombies = {
  of: "count",
  filter: {
    is: "all",
    of: [
      { is: "subtype", subtype: "Zombie" },
      { is: "controlledBy", who: "you" },
    ],
  },
} as const;

describe("oracle: 'you scry X, where X is …' (701.22a, 608.2h)", () => {
  it("The Scarab God's upkeep trigger: one X for both instructions", () => {
    compiles(
      "At the beginning of your upkeep, each opponent loses X life and you scry X, where X is the number of Zombies you control.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        effects: [
          { do: "loseLife", who: { ref: "eachOpponent" }, amount: zombies },
          { do: "scry", amount: zombies },
        ],
      },
    );
  });

  it("'Scry X.' is the spell's X", () => {
    compiles("Scry X.", { kind: "spell", effects: [{ do: "scry", amount: { of: "x" } }] });
  });
});

describe("oracle: 'return it to its owner's hand at the beginning of the next end step' (603.7a, 400.7)", () => {
  it("in a dies trigger: a delayed ability about the card in the graveyard", () => {
    compiles("When Test Card dies, return it to its owner's hand at the beginning of the next end step.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "self" } },
      effects: [
        {
          do: "atNextEndStep",
          effects: [{ do: "returnToHand", what: { ref: "triggerObject" } }],
          about: { ref: "self" },
        },
      ],
    });
  });

  it("an object still on the battlefield ('target creature … Return it …') stays text", () => {
    staysText(
      "{3}, {T}: Target creature you control gets +2/+2 until end of turn. Return it to its owner's hand at the beginning of the next end step.",
    );
  });
});

describe("oracle: 'Discard a Mountain card or a red card' as a cost (701.9a, 118.3)", () => {
  it("one card of one of the kinds named", () => {
    compiles("{1}, {T}, Discard a Mountain card or a red card: Draw a card.", {
      kind: "activated",
      cost: {
        mana: "{1}",
        tap: true,
        discard: 1,
        discardFilter: {
          is: "any",
          of: [
            { is: "subtype", subtype: "Mountain" },
            { is: "color", color: "R" },
          ],
        },
      },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });

  it("as a spell's additional cost it stays text (only 'discard a card' is paid there)", () => {
    staysText("As an additional cost to cast this spell, discard a red card.");
  });
});
