// Impulse draw (601.3, 305.2, 611.2a): "Exile the top card of your library. You may play that card
// this turn." — the exile, and the permission to play the card(s) exiled this way while it lasts.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const exiled = { ref: "exiledThisWay" } as const;
const you = { ref: "you" } as const;

describe("oracle impulse templates: play cards exiled from the top of a library", () => {
  it("exile the top card of your library; you may play that card this turn", () => {
    compiles("Exile the top card of your library. You may play that card this turn.", {
      kind: "spell",
      effects: [
        { do: "exileTopOfLibrary", who: you, count: 1 },
        { do: "mayPlayFromExile", what: exiled, action: "play", lasts: "thisTurn" },
      ],
    });
  });
  it("the top two cards; those cards; until the end of your next turn", () => {
    compiles("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.", {
      kind: "spell",
      effects: [
        { do: "exileTopOfLibrary", who: you, count: 2 },
        { do: "mayPlayFromExile", what: exiled, action: "play", lasts: "untilEndOfYourNextTurn" },
      ],
    });
  });
  it("during your next turn (not this one)", () => {
    compiles("Exile the top card of your library. During your next turn, you may play that card.", {
      kind: "spell",
      effects: [
        { do: "exileTopOfLibrary", who: you, count: 1 },
        { do: "mayPlayFromExile", what: exiled, action: "play", lasts: "duringYourNextTurn" },
      ],
    });
  });
  it("until end of turn, without paying its mana cost", () => {
    compiles(
      "Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.",
      {
        kind: "spell",
        effects: [
          { do: "exileTopOfLibrary", who: you, count: 1 },
          {
            do: "mayPlayFromExile",
            what: exiled,
            action: "play",
            lasts: "thisTurn",
            withoutPayingManaCost: true,
          },
        ],
      },
    );
  });
  it("a target opponent exiles the top card of their library; you may cast spells from among those cards", () => {
    compiles(
      "Each opponent exiles the top card of their library. You may cast spells from among those cards this turn.",
      {
        kind: "spell",
        effects: [
          { do: "exileTopOfLibrary", who: { ref: "eachOpponent" }, count: 1 },
          { do: "mayPlayFromExile", what: exiled, action: "cast", lasts: "thisTurn" },
        ],
      },
    );
  });
  it("X cards, they remain exiled", () => {
    compiles("Exile the top X cards of your library. You may play them this turn without paying their mana costs.", {
      kind: "spell",
      effects: [
        { do: "exileTopOfLibrary", who: you, count: { of: "x" } },
        { do: "mayPlayFromExile", what: exiled, action: "play", lasts: "thisTurn", withoutPayingManaCost: true },
      ],
    });
  });
  it("shuffle your library, then exile the top card (Mind's Desire)", () => {
    compiles(
      "Shuffle your library. Then exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.",
      {
        kind: "spell",
        effects: [
          { do: "shuffleLibrary", who: you },
          { do: "exileTopOfLibrary", who: you, count: 1 },
          { do: "mayPlayFromExile", what: exiled, action: "play", lasts: "thisTurn", withoutPayingManaCost: true },
        ],
      },
    );
  });
  it("an exiled target creature; you may spend mana as though it were mana of any color (609.4b)", () => {
    compiles(
      "Exile target creature. Until the end of your next turn, you may cast that card and you may spend mana as though it were mana of any color to cast that spell.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
        effects: [
          { do: "exile", what: { ref: "target", index: 0 } },
          {
            do: "mayPlayFromExile",
            what: { ref: "movedTarget", index: 0 },
            action: "cast",
            lasts: "untilEndOfYourNextTurn",
            spendAsAny: "color",
          },
        ],
      },
    );
  });
  it("the spell named after 'spend mana' agrees in number", () => {
    staysText(
      "Exile the top card of your library. You may play that card this turn, and you may spend mana as though it were mana of any type to cast those spells.",
    );
  });
  it("the noun agrees with the number of cards exiled", () => {
    staysText("Exile the top two cards of your library. You may play that card this turn.");
    staysText("Exile the top card of your library. You may play those cards this turn.");
    staysText("Exile the top card of your library. You may play that card this turn without paying their mana costs.");
  });
  it("a permission with no card exiled before it stays text", () => {
    staysText("Draw a card. You may play that card this turn.");
  });
});

describe("oracle cast-copy templates: copy a card in a revealed hand (707.12)", () => {
  it("target opponent reveals their hand; you may copy an instant or sorcery card in it; cast it free", () => {
    compiles(
      "Target opponent reveals their hand. You may copy an instant or sorcery card in it. If you do, you may cast the copy without paying its mana cost.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "player", who: "opponent" } }],
        effects: [
          {
            do: "copyCardInHand",
            who: { ref: "targetPlayer", index: 0 },
            filter: {
              is: "any",
              of: [
                { is: "type", type: "Instant" },
                { is: "type", type: "Sorcery" },
              ],
            },
            withoutPayingManaCost: true,
          },
        ],
      },
    );
  });
});
