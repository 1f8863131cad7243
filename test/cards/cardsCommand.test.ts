// `doppel cards`: searching the library (English and French names, types, rules text) and the
// per-ability implementation report; every library card is fully implemented.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cardReport, matchesQuery, searchCards } from "../../src/cli/cardsCommand.js";
import { unimplementedReason } from "../../src/mtg/cards/implemented.js";
import { LIBRARY } from "../../src/mtg/cards/library.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";

describe("doppel cards", () => {
  it("finds cards by English name, French name (accents optional), type and rules text", () => {
    const names = (q: string) => searchCards(q).map((c) => c.name);
    assert.ok(names("clone").includes("Clone"));
    assert.ok(names("Déserteur affligé").includes("Afflicted Deserter // Werewolf Ransacker"));
    assert.ok(names("deserteur afflige").includes("Afflicted Deserter // Werewolf Ransacker"));
    assert.ok(names("saccageur").includes("Afflicted Deserter // Werewolf Ransacker"), "a back face's French name");
    assert.deepEqual(names("Saga enchantment").sort(), [
      "Azusa's Many Journeys // Likeness of the Seeker",
      "Urza's Saga",
    ]);
    assert.ok(names("legend rule").includes("Mirror Gallery"));
    assert.equal(searchCards("").length, LIBRARY.cards.length);
    assert.deepEqual(names("no such card anywhere"), []);
  });

  it("matches every word of the query", () => {
    const clone = LIBRARY_CATALOG.find("Clone");
    assert.ok(clone);
    assert.equal(matchesQuery(clone, "clone creature"), true);
    assert.equal(matchesQuery(clone, "clone artifact"), false);
  });

  it("reports printed data and, per ability, whether it is implemented", () => {
    const card = LIBRARY_CATALOG.find("Fire // Ice");
    assert.ok(card);
    const r = cardReport(card);
    assert.equal(r.name, "Fire // Ice");
    assert.equal(r.nameFr, "Feu // Glace");
    assert.deepEqual(
      r.faces.map((f) => [f.name, f.nameFr, f.manaCost, f.typeLine]),
      [
        ["Fire", "Feu", "{1}{R}", "Instant"],
        ["Ice", "Glace", "{1}{U}", "Instant"],
      ],
    );
    assert.deepEqual(
      r.faces[1]?.abilities.map((a) => [a.text, a.implemented]),
      [
        ["Tap target permanent.", true],
        ["Draw a card.", true],
      ],
    );
    assert.equal(r.implemented, true);
    // JSON lines round-trip.
    assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
  });

  it("marks text abilities, and abilities containing them, as not implemented", () => {
    assert.notEqual(unimplementedReason({ kind: "text", text: "Do something odd." }), null);
    const granting = {
      kind: "static" as const,
      text: 'Creatures have "Do something odd."',
      effects: [
        {
          affects: { is: "all" as const, of: [] },
          parts: [{ op: "addAbilities" as const, abilities: [{ kind: "text" as const, text: "Do something odd." }] }],
        },
      ],
    };
    assert.match(unimplementedReason(granting) ?? "", /Do something odd/);
    assert.equal(unimplementedReason({ kind: "keyword", text: "Flying", keyword: "flying" }), null);
  });
});

describe("the card library is implemented", () => {
  it("every ability of every card, on every face, is executable by the engine", () => {
    const gaps = LIBRARY.cards.flatMap((c) =>
      c.faces.flatMap((f) =>
        f.abilities.flatMap((a) => {
          const why = unimplementedReason(a);
          return why === null ? [] : [`${c.name} (${f.name}): ${a.text} — ${why}`];
        }),
      ),
    );
    assert.deepEqual(gaps, []);
  });
});
