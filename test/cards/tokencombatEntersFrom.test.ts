// "When ~ enters from your hand, if it's attacking" (603.6a, 603.4) in the Oracle compiler (tokencombat).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: enters from a zone (603.6a)", () => {
  it("from your hand, if it's attacking", () => {
    compiles("When Test Card enters from your hand, if it's attacking, draw a card.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" }, from: "yourHand" },
      interveningIf: { is: "selfMatches", filter: { is: "attacking" } },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("~ or another permanent enters from a graveyard", () => {
    compiles("Whenever Test Card or another permanent enters the battlefield from a graveyard, draw a card.", {
      kind: "triggered",
      trigger: {
        on: "enters",
        filter: { is: "any", of: [{ is: "self" }, { is: "other" }] },
        from: "aGraveyard",
      },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("another zone stays text", () => {
    staysText("When Test Card enters from exile, draw a card.");
  });
});
