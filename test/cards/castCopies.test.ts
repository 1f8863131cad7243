// Copies of cards exiled from graveyards, cast while the effect resolves (707.12, 608.2g): "For
// each card exiled this way, copy it" (and its overloaded "each", 702.96a), "Copy those cards.
// Cast the copies if able".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters, type ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, staysText } from "./compiled.js";

const instantOrSorcery: ObjectFilter = Filters.or(Filters.type("Instant"), Filters.type("Sorcery"));
const t0 = { ref: "target", index: 0 } as const;
const exiledThisWay = { ref: "exiledThisWay" } as const;

describe("oracle cast-copy templates: cards exiled from graveyards (707.12)", () => {
  it("target card that's an instant or sorcery; for each card exiled this way, copy it and you may cast it", () => {
    compiles(
      "Exile target card that's an instant or sorcery from your graveyard. For each card exiled this way, copy it, and you may cast the copy without paying its mana cost. Exile Test Card.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "card", zone: "graveyard", filter: instantOrSorcery, whose: "you" } }],
        effects: [
          { do: "exile", what: t0 },
          {
            do: "copyCard",
            what: { ref: "movedTarget", index: 0 },
            count: 1,
            cast: { withoutPayingManaCost: true },
          },
          { do: "exile", what: { ref: "self" } },
        ],
      },
    );
  });
  it("overloaded: each card that's an instant or sorcery from your graveyard; each card exiled this way is copied", () => {
    const [, overload] = compileOracleText(
      "Exile target card that's an instant or sorcery from your graveyard. For each card exiled this way, copy it, and you may cast the copy without paying its mana cost.\nOverload {5}{R}{R}{R}",
      "Test Card",
    );
    assert.equal(overload?.kind, "keyword");
    assert.deepEqual(overload?.kind === "keyword" ? overload.overloaded?.map((s) => s.effects) : null, [
      [
        { do: "exileEachFromGraveyard", filter: instantOrSorcery },
        { do: "copyCard", what: exiledThisWay, count: 1, cast: { withoutPayingManaCost: true } },
      ],
    ]);
  });
  it("two targets in two graveyards; copy those cards; cast the copies if able", () => {
    compiles(
      "Exile target instant or sorcery card from your graveyard and target instant or sorcery card from an opponent's graveyard. Copy those cards. Cast the copies if able without paying their mana costs. Exile Test Card.",
      {
        kind: "spell",
        targets: [
          { spec: { kind: "card", zone: "graveyard", filter: instantOrSorcery, whose: "you" } },
          { spec: { kind: "card", zone: "graveyard", filter: instantOrSorcery, whose: "opponent" } },
        ],
        effects: [
          { do: "exileThisWay", what: { ref: "targets" } },
          { do: "copyCard", what: exiledThisWay, count: 1, cast: { withoutPayingManaCost: true, ifAble: true } },
          { do: "exile", what: { ref: "self" } },
        ],
      },
    );
  });
  it("exile a card at random from your graveyard, then copy each card exiled with ~; cast any number of the copies", () => {
    compiles(
      "Whenever you cast your first instant or sorcery spell each turn, exile an instant or sorcery card at random from your graveyard. Then copy each card exiled with Test Card. You may cast any number of the copies without paying their mana costs.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you", nthThisTurn: { n: 1 } },
        effects: [
          { do: "moveAtRandomFromGraveyard", filter: instantOrSorcery, count: 1, to: "exile" },
          { do: "copyCard", what: { ref: "linkedExiled" }, count: 1, cast: { withoutPayingManaCost: true } },
        ],
      },
    );
  });
  it("return N cards at random from your graveyard to your hand / to the battlefield", () => {
    compiles("Return two cards at random from your graveyard to your hand.", {
      kind: "spell",
      effects: [{ do: "moveAtRandomFromGraveyard", filter: { is: "all", of: [] }, count: 2, to: "hand" }],
    });
    compiles(
      "When Test Card dies, exile it, then return two creature cards at random from your graveyard to the battlefield.",
      {
        kind: "triggered",
        trigger: { on: "dies", filter: { is: "self" } },
        effects: [
          { do: "exile", what: { ref: "self" } },
          { do: "moveAtRandomFromGraveyard", filter: Filters.type("Creature"), count: 2, to: "battlefield" },
        ],
      },
    );
  });
  it("choose an instant or sorcery card exiled this way and copy it three times", () => {
    compiles(
      "Exile the top ten cards of your library. Choose an instant or sorcery card exiled this way and copy it three times. You may cast the copies without paying their mana costs.",
      {
        kind: "spell",
        effects: [
          { do: "exileTopOfLibrary", who: { ref: "you" }, count: 10 },
          {
            do: "copyCard",
            what: exiledThisWay,
            count: 3,
            chooseOne: instantOrSorcery,
            cast: { withoutPayingManaCost: true },
          },
        ],
      },
    );
  });
  it("shapes not understood stay text", () => {
    // The noun agrees with the count; "exile" has no destination, "return" has one.
    staysText("Return two card at random from your graveyard to your hand.");
    staysText("Exile a card at random from your graveyard to your hand.");
    staysText("Return a card at random from your graveyard.");

    // "those cards" must be cards exiled this way.
    staysText("Destroy target creature. Copy those cards. Cast the copies if able.");
    // "for each card exiled this way" after no exile of cards.
    staysText("Draw a card. For each card exiled this way, copy it, and you may cast the copy.");
    // The two targets must be the spell's only ones.
    staysText(
      "Tap target creature. Exile target instant card from your graveyard and target sorcery card from an opponent's graveyard. Copy those cards. Cast the copies if able.",
    );
  });
});
