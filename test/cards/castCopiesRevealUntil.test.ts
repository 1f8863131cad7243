// Reveal / exile cards from the top of a library until one of a kind, then cast it, put it onto the
// battlefield or into a hand, or deal damage by its mana value (701.20a, 608.2c, 608.2g).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, one, staysText } from "./compiled.js";

const thatCard = { ref: "thisWay" } as const;
const nonland = Filters.not(Filters.type("Land"));
const permanentCard = Filters.or(
  ...["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"].map(Filters.type),
);

describe("oracle templates: cards from the top of a library until a [kind] card (701.20a)", () => {
  it("shuffle, reveal until a nonland card, exile it, the rest to the bottom, then you may cast it", () => {
    compiles(
      "Shuffle your library, then reveal cards from the top of it until you reveal a nonland card. Exile that card and put the rest on the bottom of your library in a random order. You may cast the exiled card without paying its mana cost.",
      {
        kind: "spell",
        effects: [
          { do: "shuffleLibrary", who: { ref: "you" } },
          {
            do: "fromTopUntil",
            who: { ref: "you" },
            exile: false,
            filter: nonland,
            found: [{ do: "exile", what: thatCard }],
            rest: "bottom",
            after: [{ do: "mayCastFree", what: thatCard }],
          },
        ],
      },
    );
  });
  it("a nonland permanent card is a permanent card (110.4b); you may put it onto the battlefield", () => {
    compiles(
      "Reveal cards from the top of your library until you reveal a nonland permanent card. You may put that card onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield on the bottom of your library in a random order.",
      {
        kind: "spell",
        effects: [
          {
            do: "fromTopUntil",
            who: { ref: "you" },
            exile: false,
            filter: { is: "all", of: [nonland, permanentCard] },
            found: [{ do: "mayThen", first: { do: "putOntoBattlefield", what: thatCard, under: "you" }, ifYouDo: [] }],
            rest: "bottom",
            after: [],
          },
        ],
      },
    );
  });
  it("exile until a nonland card; damage to any target equal to that card's mana value", () => {
    compiles(
      "Exile cards from the top of your library until you exile a nonland card. Test Card deals damage to any target equal to that card's mana value.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "any" } }],
        effects: [
          {
            do: "fromTopUntil",
            who: { ref: "you" },
            exile: true,
            filter: nonland,
            found: [
              {
                do: "dealDamage",
                amount: { of: "valueOf", what: thatCard, value: "manaValue" },
                to: "targetAny",
              },
            ],
            rest: null,
            after: [],
          },
        ],
      },
    );
  });
  it("a target opponent exiles; you may cast; the exiled cards not cast go to the bottom of that library", () => {
    const a = one(
      "{4}, {T}: Target opponent exiles cards from the top of their library until they exile an instant or sorcery card. You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a random order.",
    );
    assert.equal(a.kind, "activated");
    const effects = a.kind === "activated" ? a.effects : [];
    assert.deepEqual(effects, [
      {
        do: "fromTopUntil",
        who: { ref: "targetPlayer", index: 0 },
        exile: true,
        filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
        found: [{ do: "mayCastFree", what: thatCard }],
        rest: "bottom",
        after: [],
      },
    ]);
  });
  it("a player reveals until a land card, then puts those cards into their graveyard", () => {
    const a = one(
      "When Test Card enters the battlefield, target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard.",
    );
    const effects = a.kind === "triggered" ? a.effects : [];
    assert.deepEqual(effects, [
      {
        do: "fromTopUntil",
        who: { ref: "targetPlayer", index: 0 },
        exile: false,
        filter: Filters.type("Land"),
        found: [],
        rest: "graveyard",
        after: [],
      },
    ]);
  });
  it("the owner of target permanent shuffles it in, exiles the top card: a land enters, else they may cast it", () => {
    const owner = { ref: "ownerOfTarget", index: 0 } as const;
    const a = one(
      "The owner of target nonenchantment permanent shuffles it into their library, then exiles the top card of their library. If it's a land card, they put it onto the battlefield. Otherwise, they may cast it without paying its mana cost.",
    );
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      { do: "putInLibrary", what: { ref: "target", index: 0 }, at: "top" },
      { do: "shuffleLibrary", who: owner },
      {
        do: "fromTopUntil",
        who: owner,
        exile: true,
        filter: { is: "all", of: [] },
        found: [
          {
            do: "if",
            condition: { is: "cardThisWayMatches", filter: Filters.type("Land") },
            effects: [{ do: "putOntoBattlefield", what: thatCard, under: "owner" }],
            otherwise: [{ do: "byPlayer", who: owner, effects: [{ do: "mayCastFree", what: thatCard }] }],
          },
        ],
        rest: null,
        after: [],
      },
    ]);
  });
  it("stays text: a reflexive trigger on the revealed card, a count of revealed cards, any order", () => {
    staysText(
      "Reveal cards from the top of your library until you reveal a nonland card. Put the revealed cards on the bottom of your library in a random order. When you reveal a nonland card this way, Test Card deals damage equal to that card's mana value to any target.",
    );
    staysText(
      "Reveal cards from the top of your library until you reveal an artifact card. Put that card onto the battlefield and the rest on the bottom of your library in a random order. Test Card deals damage to you equal to the number of cards revealed this way.",
    );
    staysText(
      "{2}{R}: Reveal cards from the top of your library until you reveal a nonland card. Test Card gets +X/+0 until end of turn, where X is that card's mana value. Put the revealed cards on the bottom of your library in any order.",
    );
  });
});
