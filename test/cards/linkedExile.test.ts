import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, one } from "./compiled.js";

const CREATURE_AN_OPPONENT_CONTROLS = {
  spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.opponentControls) },
} as const;

describe("oracle: linked exile (607.2a, 610.3)", () => {
  it("exile target … until ~ leaves the battlefield", () => {
    compiles(
      "When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves the battlefield.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [{ do: "exileUntilSourceLeaves", what: { ref: "target", index: 0 } }],
        targets: [CREATURE_AN_OPPONENT_CONTROLS],
      },
    );
  });

  it("an ability returning the exiled card links the card's exiling ability to it", () => {
    const [enters, leaves] = compileOracleText(
      "When Test Card enters, exile target creature an opponent controls.\nWhen Test Card leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
      "Test Card",
    );
    assert.equal(enters?.kind, "triggered");
    assert.deepEqual(enters?.kind === "triggered" ? enters.effects : [], [
      { do: "exileAndLink", what: { ref: "target", index: 0 } },
    ]);
    assert.deepEqual(leaves?.kind === "triggered" ? leaves.effects : [], [
      { do: "returnToBattlefield", what: { ref: "linkedExiled" } },
    ]);
  });

  it("returns the exiled cards to their owners' hands", () => {
    const [, leaves] = compileOracleText(
      "When Test Card enters, exile target creature.\nWhen Test Card leaves the battlefield, return the exiled cards to their owners' hands.",
      "Test Card",
    );
    assert.deepEqual(leaves?.kind === "triggered" ? leaves.effects : [], [
      { do: "returnToHand", what: { ref: "linkedExiled" } },
    ]);
  });

  it("stays text when no other ability of the card exiles, or the number disagrees", () => {
    assert.equal(
      one("When Test Card leaves the battlefield, return the exiled card to the battlefield under its owner's control.")
        .kind,
      "text",
    );
    const [, leaves] = compileOracleText(
      "When Test Card enters, exile target creature.\nWhen Test Card leaves the battlefield, return the exiled card to the battlefield under their owners' control.",
      "Test Card",
    );
    assert.equal(leaves?.kind, "text");
  });
});

describe("oracle: imprint and copies of the exiled card (607.2a, 707.12, 107.3c)", () => {
  it("exile a creature card from your hand: mandatory once the trigger's 'you may' is lifted (603.5)", () => {
    compiles("When Test Card enters, you may exile a creature card from your hand.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      optional: true,
      effects: [{ do: "exileFromHandLinked", filter: Filters.creature, mandatory: true }],
    });
  });

  it("{X}, {T}: a token copy of the exiled card, X defined as its mana value", () => {
    const [, activated] = compileOracleText(
      "When Test Card enters, you may exile a creature card from your hand.\n{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.",
      "Test Card",
    );
    assert.equal(activated?.kind, "activated");
    if (activated?.kind !== "activated") return;
    assert.deepEqual(activated.cost, { mana: "{X}", tap: true, xIs: "linkedExiledManaValue" });
    assert.deepEqual(activated.effects, [
      { do: "createTokenCopy", of: { ref: "linkedExiled" }, count: 1, exceptions: [] },
    ]);
  });

  it("copy the exiled card and cast the copy; 'you may copy … If you do' is one optional copy", () => {
    const [, arcanist] = compileOracleText(
      "When Test Card enters, you may exile an instant card from your hand.\n{X}, {T}: Copy the exiled card. You may cast the copy without paying its mana cost. X is the mana value of the exiled card.",
      "Test Card",
    );
    assert.deepEqual(arcanist?.kind === "activated" ? arcanist.effects : [], [
      { do: "copyCard", what: { ref: "linkedExiled" }, count: 1, cast: { withoutPayingManaCost: true } },
    ]);
    const [, mirror] = compileOracleText(
      "{X}, {T}: You may exile an instant or sorcery card with mana value X from your hand.\nAt the beginning of your upkeep, you may copy a card exiled with Test Card. If you do, you may cast the copy without paying its mana cost.",
      "Test Card",
    );
    assert.deepEqual(mirror?.kind === "triggered" ? mirror.effects : [], [
      { do: "castCopyOfLinked", withoutPayingManaCost: true },
    ]);
  });

  it("X stays undefined (text) without a linked exile, and without {X} in the cost", () => {
    assert.equal(
      one("{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.").kind,
      "text",
    );
    const [, noX] = compileOracleText(
      "When Test Card enters, you may exile a creature card from your hand.\n{2}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.",
      "Test Card",
    );
    assert.equal(noX?.kind, "text");
  });
});

describe("oracle: exiling a card from your graveyard as a cost (602.2b)", () => {
  it("Exile a creature card from your graveyard; an artifact card with mana value X", () => {
    compiles("{2}{B}, Exile a creature card from your graveyard: Draw a card.", {
      kind: "activated",
      cost: { mana: "{2}{B}", exileFromGraveyard: Filters.creature },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    const osgir = one(
      "{X}, {T}, Exile an artifact card with mana value X from your graveyard: Create two tokens that are copies of the exiled card.",
    );
    assert.equal(osgir.kind, "activated");
    if (osgir.kind !== "activated") return;
    assert.deepEqual(
      osgir.cost.exileFromGraveyard,
      Filters.and(Filters.artifact, { is: "manaValue", equals: { of: "x" } }),
    );
    // "The exiled card" is the card exiled to pay the cost.
    assert.deepEqual(osgir.effects, [{ do: "createTokenCopy", of: { ref: "exiledToPay" }, count: 2, exceptions: [] }]);
  });
});

describe("oracle: 'with mana value N or less / greater' after a noun (202.3)", () => {
  it("target creature an opponent controls with mana value 3 or less", () => {
    compiles(
      "When Test Card enters, exile target creature an opponent controls with mana value 3 or less until Test Card leaves the battlefield.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [{ do: "exileUntilSourceLeaves", what: { ref: "target", index: 0 } }],
        targets: [
          {
            spec: {
              kind: "permanent",
              filter: Filters.and(Filters.creature, Filters.opponentControls, { is: "manaValue", atMost: 3 }),
            },
          },
        ],
      },
    );
  });
});

describe("oracle: a card chosen from a revealed hand and exiled (701.20a, 607.2a, 610.3)", () => {
  const opponent = { spec: { kind: "player", who: "opponent" } } as const;
  it("one sentence or two for the reveal and the choice; 'until ~ leaves the battlefield'", () => {
    compiles(
      "When Test Card enters, target opponent reveals their hand and you choose a nonland card from it. Exile that card.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [
          {
            do: "revealHandExileChosen",
            who: { ref: "targetPlayer", index: 0 },
            filter: Filters.not(Filters.land),
            untilSourceLeaves: false,
          },
        ],
        targets: [opponent],
      },
    );
    const freebooter = one(
      "When Test Card enters, target opponent reveals their hand. You choose a noncreature, nonland card from it. Exile that card until Test Card leaves the battlefield.",
    );
    assert.deepEqual(freebooter.kind === "triggered" ? freebooter.effects : [], [
      {
        do: "revealHandExileChosen",
        who: { ref: "targetPlayer", index: 0 },
        filter: Filters.and(Filters.not(Filters.creature), Filters.not(Filters.land)),
        untilSourceLeaves: true,
      },
    ]);
  });
});
