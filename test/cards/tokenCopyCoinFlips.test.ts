// "Flip a coin until you lose a flip. For each flip you won, create a token that's a copy of …" (705).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const won = { of: "coinFlipsWon" } as const;

describe("oracle: flip a coin until you lose a flip (705)", () => {
  it("for each flip you won, a token copy of the creature that entered", () => {
    compiles(
      "Whenever a nontoken creature enters under your control, flip a coin until you lose a flip. For each flip you won, create a token that's a copy of that creature.",
      {
        kind: "triggered",
        trigger: {
          on: "enters",
          filter: {
            is: "all",
            of: [
              {
                is: "all",
                of: [
                  { is: "not", filter: { is: "token" } },
                  { is: "type", type: "Creature" },
                ],
              },
              { is: "controlledBy", who: "you" },
            ],
          },
        },
        effects: [
          {
            do: "flipUntilLose",
            effects: [{ do: "createTokenCopy", of: { ref: "triggerObject" }, count: won, exceptions: [] }],
          },
        ],
      },
    );
  });
  it("a +1/+1 counter on ~ for each flip you won", () => {
    compiles(
      "When Test Card enters, flip a coin until you lose a flip. Put a +1/+1 counter on Test Card for each flip you won.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [
          {
            do: "flipUntilLose",
            effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: won }],
          },
        ],
      },
    );
  });
  it("two tokens for each flip: not read", () => {
    staysText(
      "When Test Card enters, flip a coin until you lose a flip. For each flip you won, create two tokens that are copies of Test Card.",
    );
  });
});
