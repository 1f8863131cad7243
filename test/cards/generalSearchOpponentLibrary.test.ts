import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const opponent = { spec: { kind: "player", who: "opponent" } } as const;
const anyPlayer = { spec: { kind: "player", who: "any" } } as const;

describe("oracle: searching another player's library (701.23a, 701.24a)", () => {
  it("'… for a creature card and put that card onto the battlefield under your control. Then that player shuffles.'", () => {
    compiles(
      "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
      {
        kind: "spell",
        effects: [
          {
            do: "searchLibraryFor",
            filter: { is: "type", type: "Creature" },
            max: 1,
            to: "battlefield",
            whose: { ref: "targetPlayer", index: 0 },
          },
        ],
        targets: [opponent],
      },
    );
  });

  it("the putting as a sentence of its own, a list of card types", () => {
    compiles(
      "Search target opponent's library for an artifact, creature, enchantment, or land card. Put that card onto the battlefield under your control. Then that player shuffles.",
      {
        kind: "spell",
        effects: [
          {
            do: "searchLibraryFor",
            filter: {
              is: "any",
              of: ["Artifact", "Creature", "Enchantment", "Land"].map((type) => ({ is: "type", type }) as const),
            },
            max: 1,
            to: "battlefield",
            whose: { ref: "targetPlayer", index: 0 },
          },
        ],
        targets: [opponent],
      },
    );
  });

  it("'Choose target permanent an opponent controls. Search that player's library for a card with the same name …' (201.2)", () => {
    compiles(
      "Choose target permanent an opponent controls. Search that player's library for a card with the same name and put it onto the battlefield under your control. Then that player shuffles.",
      {
        kind: "spell",
        effects: [
          {
            do: "searchLibraryFor",
            filter: { is: "all", of: [] },
            max: 1,
            to: "battlefield",
            whose: { ref: "controllerOfTarget", index: 0 },
            sameNameAs: { ref: "target", index: 0 },
          },
        ],
        targets: [{ spec: { kind: "permanent", filter: { is: "controlledBy", who: "opponent" } } }],
      },
    );
  });

  it("'for X cards, where X is the number of cards in your hand, and exile them' (701.23d, 608.2h)", () => {
    compiles(
      "Search target player's library for X cards, where X is the number of cards in your hand, and exile them. Then that player shuffles.",
      {
        kind: "spell",
        effects: [
          {
            do: "searchLibraryFor",
            filter: { is: "all", of: [] },
            max: { of: "cardsInHand", whose: "you" },
            to: "exile",
            mustFind: true,
            whose: { ref: "targetPlayer", index: 0 },
          },
        ],
        targets: [anyPlayer],
      },
    );
  });

  it("without 'Then that player shuffles', or put without 'under your control', stays text", () => {
    staysText(
      "Search target opponent's library for a creature card and put that card onto the battlefield under your control.",
    );
    staysText(
      "Search target opponent's library for a creature card and put that card onto the battlefield. Then that player shuffles.",
    );
  });
});

describe("oracle: 'that player' after one target player (608.2c)", () => {
  it("'Target player reveals a card at random from their hand. ~ deals damage to that player equal to that card's mana value.'", () => {
    compiles(
      "Target player reveals a card at random from their hand. Test Card deals damage to that player equal to that card's mana value.",
      {
        kind: "spell",
        effects: [
          { do: "revealAtRandomFromHand", who: { ref: "targetPlayer", index: 0 } },
          {
            do: "dealDamageToPlayer",
            amount: { of: "valueOf", what: { ref: "thisWay" }, value: "manaValue" },
            who: { ref: "targetPlayer", index: 0 },
          },
        ],
        targets: [anyPlayer],
      },
    );
  });

  it("two target players: 'that player' names neither, stays text", () => {
    staysText("Target player draws a card and target player discards a card. That player loses 2 life.");
  });
});
