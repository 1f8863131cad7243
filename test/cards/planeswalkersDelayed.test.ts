import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const yourCreatures = {
  is: "all",
  of: [
    { is: "type", type: "Creature" },
    { is: "controlledBy", who: "you" },
  ],
} as const;

describe("oracle: 'one or more … deal combat damage to a player' and delayed 'whenever … this turn' (603.2c, 603.7b)", () => {
  it("whenever one or more creatures you control deal combat damage to a player: a printed trigger", () => {
    compiles("Whenever one or more creatures you control deal combat damage to a player, draw a card.", {
      kind: "triggered",
      trigger: { on: "oneOrMoreDealCombatDamageToPlayer", filter: yourCreatures },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });

  it("a loyalty ability making it a delayed trigger for this turn", () => {
    compiles(
      "[+1]: Whenever one or more creatures you control deal combat damage to a player this turn, draw a card, then discard a card.",
      {
        kind: "activated",
        cost: { loyalty: 1 },
        effects: [
          {
            do: "wheneverThisTurn",
            trigger: { on: "oneOrMoreDealCombatDamageToPlayer", filter: yourCreatures },
            effects: [
              { do: "draw", who: { ref: "you" }, amount: 1 },
              { do: "discard", who: { ref: "you" }, amount: 1 },
            ],
          },
        ],
      },
    );
  });

  it("a delayed trigger whose instructions target stays text (targets would be chosen as it triggers)", () => {
    staysText(
      "Whenever one or more creatures you control deal combat damage to a player this turn, destroy target artifact.",
    );
  });
});
