import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("amass (701.47a): an Army you control gets N +1/+1 counters (created first if there is none)", () => {
  it("reads amass N as amass Zombies N (701.47d), a subtype, and X counted as it resolves", () => {
    compiles("Amass 2.", { kind: "spell", effects: [{ do: "amass", subtype: "Zombie", amount: 2 }] });
    compiles("Amass Orcs 3.", { kind: "spell", effects: [{ do: "amass", subtype: "Orc", amount: 3 }] });
    compiles("When Test Card enters, amass 1.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "amass", subtype: "Zombie", amount: 1 }],
    });
    compiles("Amass X, where X is the number of cards in your hand.", {
      kind: "spell",
      effects: [{ do: "amass", subtype: "Zombie", amount: { of: "cardsInHand", whose: "you" } }],
    });
  });

  it("leaves the amassed Army's later instructions and unknown subtypes as text", () => {
    staysText("Amass 2, then the Army you amassed deals damage equal to its power to each non-Army creature.");
    staysText("Amass Frobs 2.");
    staysText("Amass X.");
  });
});
