import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: return a permanent you control, chosen as it resolves (608.2d)", () => {
  it("a land you control, from an enters trigger", () => {
    compiles("When Test Card enters the battlefield, return a land you control to its owner's hand.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [
        {
          do: "returnToHand",
          what: {
            ref: "chosen",
            filter: {
              is: "all",
              of: [
                { is: "type", type: "Land" },
                { is: "controlledBy", who: "you" },
              ],
            },
            what: "a land you control to return",
          },
        },
      ],
    });
  });

  it("a permanent another player controls is not this shape", () => {
    staysText("Return a land an opponent controls to its owner's hand.");
  });
});
