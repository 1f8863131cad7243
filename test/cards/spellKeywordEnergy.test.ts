import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("energy (107.14, 122.1): getting {E} and paying {E}", () => {
  it('reads "you get {E}{E}", "you get {E} for each …" and "you gain 3 life and get {E}{E}{E}"', () => {
    compiles("When Test Card enters, you get {E}{E} (two energy counters).", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "getEnergy", who: { ref: "you" }, amount: 2 }],
    });
    compiles("You get {E} for each card in your hand.", {
      kind: "spell",
      effects: [{ do: "getEnergy", who: { ref: "you" }, amount: { of: "cardsInHand", whose: "you" } }],
    });
    compiles("When Test Card enters, you gain 3 life and get {E}{E}{E}.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [
        { do: "gainLife", who: { ref: "you" }, amount: 3 },
        { do: "getEnergy", who: { ref: "you" }, amount: 3 },
      ],
    });
  });

  it('reads "Pay {E}{E}" as a cost and "you may pay {E}{E}. If you do, …" as an optional payment', () => {
    compiles("{T}, Pay {E}: Add one mana of any color.", {
      kind: "activated",
      cost: { tap: true, energy: 1 },
      effects: [{ do: "addManaAnyColor", amount: 1 }],
      manaAbility: true,
    });
    compiles("Whenever Test Card attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.", {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [
        {
          do: "mayThen",
          first: { do: "payEnergy", amount: 2 },
          ifYouDo: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
        },
      ],
    });
  });

  it("leaves amounts it can't compute, and {E} beside other symbols, as text", () => {
    staysText("You get {E}{E} for each creature you control.");
    staysText("You get {E}{R}.");
    staysText("{T}, Pay {E}{R}: Add {C}.");
  });
});
