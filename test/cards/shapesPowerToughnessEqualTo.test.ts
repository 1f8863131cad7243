import { describe, it } from "node:test";
import type { Amount } from "../../src/mtg/abilities/amount.js";
import { compiles, staysText } from "./compiled.js";

/** The paragraph compiles to a characteristic-defining ability setting both to `amount`. */
function setsPowerToughness(text: string, amount: Amount): void {
  compiles(text, {
    kind: "static",
    effects: [{ affects: { is: "self" }, parts: [{ op: "setPT", power: amount, toughness: amount }] }],
    cda: true,
  });
}

describe("oracle: ~'s power and toughness are each equal to a count (604.3, 613.4a)", () => {
  it("the number of creatures you control", () => {
    setsPowerToughness("Test Card's power and toughness are each equal to the number of creatures you control.", {
      of: "count",
      filter: {
        is: "all",
        of: [
          { is: "type", type: "Creature" },
          { is: "controlledBy", who: "you" },
        ],
      },
    });
  });

  it("the number of cards in your hand", () => {
    setsPowerToughness("Test Card's power and toughness are each equal to the number of cards in your hand.", {
      of: "cardsInHand",
      whose: "you",
    });
  });

  it("a count the engine can't compute stays text (sums and the life total: staticsCharacteristics.test.ts)", () => {
    staysText("Test Card's power and toughness are each equal to 20 minus the highest life total among players.");
    staysText("Test Card's power and toughness are each equal to the total mana value of other creatures you control.");
  });
});
