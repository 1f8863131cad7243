import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creatureCards = { kind: "card", zone: "graveyard", filter: Filters.creature, whose: "you" } as const;

describe("oracle: several target cards in your graveyard, one target slot (115.1, 601.2c)", () => {
  it("Return up to two target creature cards from your graveyard to your hand", () => {
    compiles("Return up to two target creature cards from your graveyard to your hand.", {
      kind: "spell",
      targets: [{ spec: creatureCards, min: 0, max: 2 }],
      effects: [{ do: "returnToHand", what: { ref: "targets" } }],
    });
  });

  it("Return two target creature cards from your graveyard to your hand: exactly two", () => {
    compiles("Return two target creature cards from your graveyard to your hand.", {
      kind: "spell",
      targets: [{ spec: creatureCards, min: 2, max: 2 }],
      effects: [{ do: "returnToHand", what: { ref: "targets" } }],
    });
  });

  it("… to the battlefield tapped", () => {
    compiles("Return up to two target creature cards from your graveyard to the battlefield tapped.", {
      kind: "spell",
      targets: [{ spec: creatureCards, min: 0, max: 2 }],
      effects: [{ do: "putOntoBattlefield", what: { ref: "targets" }, under: "you", tapped: true }],
    });
  });

  it("near misses stay text: another player's graveyard, a hand that is not yours", () => {
    staysText("Exile two target cards from an opponent's graveyard.");
    staysText(
      "Return up to two target creature cards from your graveyard to the battlefield tapped under your control tapped.",
    );
  });
});
