import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: return a card chosen from your graveyard as the instruction resolves (608.2d)", () => {
  it("mill, then you may return a creature card to your hand", () => {
    compiles("Mill two cards, then you may return a creature card from your graveyard to your hand.", {
      kind: "spell",
      effects: [
        { do: "mill", who: { ref: "you" }, amount: 2 },
        { do: "returnFromGraveyard", filter: creature, to: "hand", optional: true },
      ],
    });
  });

  it("mill, then return a creature card to the battlefield (no choice to decline)", () => {
    compiles("Mill five cards, then return a creature card from your graveyard to the battlefield.", {
      kind: "spell",
      effects: [
        { do: "mill", who: { ref: "you" }, amount: 5 },
        { do: "returnFromGraveyard", filter: creature, to: "battlefield" },
      ],
    });
  });

  it("to the battlefield tapped", () => {
    compiles("Return a land card from your graveyard to the battlefield tapped.", {
      kind: "spell",
      effects: [{ do: "returnFromGraveyard", filter: { is: "type", type: "Land" }, to: "battlefield", tapped: true }],
    });
  });

  it("a hand is never tapped: stays text", () => {
    staysText("Return a creature card from your graveyard to your hand tapped.");
  });

  it("two cards of different kinds stay text", () => {
    staysText("Mill four cards, then return a creature card and a land card from your graveyard to your hand.");
  });
});
