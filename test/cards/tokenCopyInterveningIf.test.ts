// Intervening "if" clauses about the trigger's own object (603.4): kicked, counters it had.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const self = { is: "self" } as const;

describe("oracle intervening if about ~ (603.4)", () => {
  it("if it was kicked, two tapped copies", () => {
    compiles(
      "When Test Card enters the battlefield, if it was kicked, create two tapped tokens that are copies of Test Card.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: self },
        interveningIf: { is: "kicked" },
        effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 2, exceptions: [], tapped: true }],
      },
    );
  });
  it("if it had no time counters on it: copies of it as it last existed", () => {
    compiles("When Test Card dies, if it had no time counters on it, create two tokens that are copies of it.", {
      kind: "triggered",
      trigger: { on: "dies", filter: self },
      interveningIf: { is: "selfHadNoCounters", kind: "time" },
      effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 2, exceptions: [], lastKnown: true }],
    });
  });
  it("if ~ had two or more +1/+1 counters on it", () => {
    compiles("When Test Card dies, if Test Card had two or more +1/+1 counters on it, draw a card.", {
      kind: "triggered",
      trigger: { on: "dies", filter: self },
      interveningIf: { is: "selfCounters", kind: "+1/+1", atLeast: 2 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("if it's your turn, as an intervening if", () => {
    compiles("When Test Card is turned face up, if it's your turn, draw a card.", {
      kind: "triggered",
      trigger: { on: "turnedFaceUp", filter: self },
      interveningIf: { is: "yourTurn" },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("if it's your turn, after a spell's instruction (608.2c)", () => {
    compiles("Create a token that's a copy of target creature you control. If it's your turn, scry 2.", {
      kind: "spell",
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "all",
              of: [
                { is: "type", type: "Creature" },
                { is: "controlledBy", who: "you" },
              ],
            },
          },
        },
      ],
      effects: [
        { do: "createTokenCopy", of: { ref: "target", index: 0 }, count: 1, exceptions: [] },
        { do: "if", condition: { is: "yourTurn" }, effects: [{ do: "scry", amount: 2 }] },
      ],
    });
  });
  it("'it' that is not ~ is not read", () => {
    staysText("Whenever a creature enters the battlefield, if it was kicked, draw a card.");
  });
});
