import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: one source's damage to several recipients at once (120.3, 115.1)", () => {
  it("N damage to each of up to six targets: one slot of any targets, each dealt N", () => {
    compiles("[−6]: Test Card deals 6 damage to each of up to six targets.", {
      kind: "activated",
      cost: { loyalty: -6 },
      effects: [{ do: "dealDamage", amount: 6, to: "eachTarget" }],
      targets: [{ spec: { kind: "any" }, min: 0, max: 6 }],
    });
  });

  it("each of X targets: as many targets as the X announced", () => {
    compiles("Test Card deals 4 damage to each of X targets.", {
      kind: "spell",
      effects: [{ do: "dealDamage", amount: 4, to: "eachTarget" }],
      targets: [{ spec: { kind: "any" }, countX: true }],
    });
  });

  it("each of up to two target creatures, then 'those creatures can't block this turn'", () => {
    compiles("Test Card deals 1 damage to each of up to two target creatures. Those creatures can't block this turn.", {
      kind: "spell",
      effects: [
        { do: "dealDamage", amount: 1, to: { ref: "targets" } },
        { do: "rulesThisTurn", what: { ref: "targets" }, rules: [{ rule: "cantBlock" }] },
      ],
      targets: [{ spec: { kind: "permanent", filter: creature }, min: 0, max: 2 }],
    });
  });

  it("target player or planeswalker and up to one target creature that player or that planeswalker's controller controls", () => {
    compiles(
      "[+1]: Test Card deals 1 damage to target player or planeswalker and 1 damage to up to one target creature that player or that planeswalker's controller controls. That creature can't block this turn.",
      {
        kind: "activated",
        cost: { loyalty: 1 },
        effects: [
          { do: "dealDamage", amount: 1, to: "targetAny", also: { amount: 1, to: { ref: "target", index: 1 } } },
          { do: "rulesThisTurn", what: { ref: "target", index: 1 }, rules: [{ rule: "cantBlock" }] },
        ],
        targets: [
          { spec: { kind: "playerOrPlaneswalker", who: "any" } },
          { spec: { kind: "permanent", filter: creature }, min: 0, max: 1, controlledByChosenFor: 0 },
        ],
      },
    );
  });

  it("target player or planeswalker and M damage to each creature that player or that planeswalker's controller controls", () => {
    compiles(
      "Test Card deals 4 damage to target player or planeswalker and 1 damage to each creature that player or that planeswalker's controller controls.",
      {
        kind: "spell",
        effects: [
          {
            do: "dealDamage",
            amount: 4,
            to: "targetAny",
            also: {
              amount: 1,
              to: { ref: "each", filter: creature, controlledBy: { ref: "targetPlayerOrController", index: 0 } },
            },
          },
        ],
        targets: [{ spec: { kind: "playerOrPlaneswalker", who: "any" } }],
      },
    );
  });

  it("each of one target: not a several-target phrase, stays text", () => {
    staysText("Test Card deals 2 damage to each of one targets.");
  });
});
