import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: ~ gets +1/+1 (or +1/+0, +0/+1) for each … (613.4c)", () => {
  it("+1/+0 for each artifact you control: power only", () => {
    const artifacts = {
      of: "count",
      filter: {
        is: "all",
        of: [
          { is: "type", type: "Artifact" },
          { is: "controlledBy", who: "you" },
        ],
      },
    } as const;
    compiles("Test Card gets +1/+0 for each artifact you control.", {
      kind: "static",
      effects: [{ affects: { is: "self" }, parts: [{ op: "modifyPT", power: artifacts, toughness: 0 }] }],
    });
  });

  it("+1/+1 for each card in your hand", () => {
    const hand = { of: "cardsInHand", whose: "you" } as const;
    compiles("Test Card gets +1/+1 for each card in your hand.", {
      kind: "static",
      effects: [{ affects: { is: "self" }, parts: [{ op: "modifyPT", power: hand, toughness: hand }] }],
    });
  });

  it("a count the layers can't compute stays text (multiples: staticsForEach.test.ts)", () => {
    staysText("Test Card gets +1/+1 for each color among permanents you control.");
    staysText("Test Card gets +3/+3 for each opponent whose life total is less than half their starting life total.");
  });
});
