// One triggered ability with two trigger events (603.2) and "choose a player at random. That player
// [does X]" (the seeded generator chooses once; that player acts), with "Copy that card" of the card
// exiled this way (707.12): Wildfire Devils.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, one, staysText } from "./compiled.js";

const instantOrSorcery = Filters.or(Filters.type("Instant"), Filters.type("Sorcery"));

describe("oracle cast-copy templates: two trigger events, a player chosen at random", () => {
  it("When ~ enters and at the beginning of your upkeep, choose a player at random. That player exiles …", () => {
    compiles(
      "When Test Card enters the battlefield and at the beginning of your upkeep, choose a player at random. That player exiles an instant or sorcery card from their graveyard. Copy that card. You may cast the copy without paying its mana cost.",
      {
        kind: "triggered",
        trigger: {
          on: "either",
          events: [
            { on: "enters", filter: Filters.self },
            { on: "beginningOfStep", step: "upkeep", whose: "your" },
          ],
        },
        effects: [
          {
            do: "byPlayer",
            who: { ref: "randomPlayer" },
            effects: [{ do: "exileFromGraveyard", filter: instantOrSorcery }],
          },
          {
            do: "copyCard",
            what: { ref: "exiledThisWay" },
            count: 1,
            cast: { withoutPayingManaCost: true },
          },
        ],
      },
    );
  });
  it("'or at the beginning of your upkeep' and 'or whenever you cast …' are two events too", () => {
    const a = one("When Test Card enters the battlefield or at the beginning of your upkeep, draw a card.");
    assert.equal(a.kind === "triggered" ? a.trigger.on : null, "either");
    const b = one(
      "When Test Card enters the battlefield or whenever you cast an instant or sorcery spell, draw a card.",
    );
    assert.equal(b.kind === "triggered" && b.trigger.on === "either" ? b.trigger.events.length : 0, 2);
  });
  it("an event that looks back (dies) is not joined: it stays text", () => {
    staysText("When Test Card dies or at the beginning of your upkeep, draw a card.");
  });
  it("an opponent chosen at random acts; a later 'that player' keeps the text unexecuted", () => {
    const a = one("When Test Card enters the battlefield, choose an opponent at random. That player discards a card.");
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      { do: "byPlayer", who: { ref: "randomOpponent" }, effects: [{ do: "discard", who: { ref: "you" }, amount: 1 }] },
    ]);
    staysText(
      "When Test Card enters the battlefield, choose a player at random. That player discards a card. That player loses 1 life.",
    );
  });
});
