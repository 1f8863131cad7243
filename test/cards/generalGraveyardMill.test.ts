import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creatureCard = (whose: "you" | "any") =>
  ({ spec: { kind: "card", zone: "graveyard", filter: { is: "type", type: "Creature" }, whose } }) as const;

describe("oracle: cards from graveyards, milling half a library", () => {
  it("return target creature card from a graveyard to its owner's hand", () => {
    compiles("Return target creature card from a graveyard to its owner's hand.", {
      kind: "spell",
      effects: [{ do: "returnToHand", what: { ref: "target", index: 0 } }],
      targets: [creatureCard("any")],
    });
  });

  it("return target creature card from your graveyard to the battlefield tapped", () => {
    compiles("Return target creature card from your graveyard to the battlefield tapped.", {
      kind: "spell",
      effects: [{ do: "putOntoBattlefield", what: { ref: "target", index: 0 }, under: "you", tapped: true }],
      targets: [creatureCard("you")],
    });
  });

  it("target player mills half their library, rounded down", () => {
    compiles("Target player mills half their library, rounded down.", {
      kind: "spell",
      effects: [
        {
          do: "mill",
          who: { ref: "targetPlayer", index: 0 },
          amount: { of: "halfLibrary", who: { ref: "targetPlayer", index: 0 }, round: "down" },
        },
      ],
      targets: [{ spec: { kind: "player", who: "any" } }],
    });
  });

  it("each opponent mills half their library: a number each, stays text", () => {
    staysText("Each opponent mills half their library, rounded up.");
  });
});
