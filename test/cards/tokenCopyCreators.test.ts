// Token copies of a permanent that has left the battlefield (608.2h) and who creates them (111.2).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;
const nonland = { is: "not", filter: { is: "type", type: "Land" } } as const;

describe("oracle token copies: who creates them, and objects that left (608.2h, 111.2)", () => {
  it("you create a copy of the creature an earlier instruction returned to hand", () => {
    compiles("Return target creature to its owner's hand. You create a token that's a copy of that creature.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: creature } }],
      effects: [
        { do: "returnToHand", what: { ref: "target", index: 0 } },
        { do: "createTokenCopy", of: { ref: "target", index: 0 }, count: 1, exceptions: [] },
      ],
    });
  });
  it("each player other than its controller creates a copy", () => {
    compiles(
      "Exile target nonland permanent. Each player other than its controller creates a token that's a copy of it.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "permanent", filter: nonland } }],
        effects: [
          { do: "exile", what: { ref: "target", index: 0 } },
          {
            do: "createTokenCopy",
            of: { ref: "target", index: 0 },
            count: 1,
            exceptions: [],
            who: { ref: "eachOtherThan", player: { ref: "controllerOfTarget", index: 0 } },
          },
        ],
      },
    );
  });
  it("two tapped tokens that are copies of ~", () => {
    compiles("{T}: Create two tapped tokens that are copies of Test Card.", {
      kind: "activated",
      cost: { tap: true },
      effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 2, exceptions: [], tapped: true }],
    });
  });
  it("a dies trigger copies the creature as it last existed", () => {
    compiles("Whenever another creature dies, create a token that's a copy of it.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "all", of: [{ is: "other" }, creature] } },
      effects: [{ do: "createTokenCopy", of: { ref: "triggerObject" }, count: 1, exceptions: [], lastKnown: true }],
    });
  });
  it("a player who creates a token attacking is not read", () => {
    staysText("Each opponent creates a tapped and attacking token that's a copy of Test Card.");
  });
});

describe("oracle token copies of each creature a target player controls (707.2, 115.1)", () => {
  it("for each creature target player controls", () => {
    compiles("For each creature target player controls, create a token that's a copy of that creature.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [
        {
          do: "createTokenCopyOfEach",
          of: { ref: "each", filter: creature, controlledBy: { ref: "targetPlayer", index: 0 } },
          exceptions: [],
        },
      ],
    });
  });
});

describe("oracle: each of your teammates creates a copy (810.1)", () => {
  it("the teammates are a player reference of their own (none outside the team variants)", () => {
    compiles(
      "When Test Card enters the battlefield, if it's not a token, each of your teammates creates a token that's a copy of Test Card.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        interveningIf: { is: "not", condition: { is: "selfMatches", filter: { is: "token" } } },
        effects: [
          { do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [], who: { ref: "eachTeammate" } },
        ],
      },
    );
  });
});
