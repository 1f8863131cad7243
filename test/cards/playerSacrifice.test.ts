import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: players sacrifice (701.21a)", () => {
  it("target player, each opponent, each player sacrifices a [kind]", () => {
    compiles("Target player sacrifices a creature.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [{ do: "playersSacrifice", who: { ref: "targetPlayer", index: 0 }, filter: creature }],
    });
    compiles("When Test Card enters, each opponent sacrifices a creature.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "playersSacrifice", who: { ref: "eachOpponent" }, filter: creature }],
    });
  });

  it("a creature with the greatest power among creatures they control: that player's strongest (208.1)", () => {
    compiles("Target player sacrifices a creature with the greatest power among creatures they control.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [
        {
          do: "playersSacrifice",
          who: { ref: "targetPlayer", index: 0 },
          filter: { is: "all", of: [creature, { is: "greatestPowerAmongItsControllers" }] },
        },
      ],
    });
  });

  it("stays text for a kind it does not read", () => {
    staysText("Target player sacrifices a creature with the lowest toughness among creatures they control.");
  });
});
