/**
 * Where random boards take their cards (src/reliability/cardDraw.ts): the whole built-in pool,
 * deterministic for a seed, mostly cards every ability of which is executed; or the library only.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LIBRARY } from "../../src/mtg/cards/library.js";
import type { CardDef } from "../../src/mtg/model/card.js";
import { type CardSet, drawCard } from "../../src/reliability/cardDraw.js";
import { Rng } from "../../src/reliability/rng.js";

const draw = (seed: number, set: CardSet, n: number): CardDef[] => {
  const rng = new Rng(seed);
  return Array.from({ length: n }, () => drawCard(rng, set)).filter((c): c is CardDef => c !== undefined);
};
const libraryNames = new Set(LIBRARY.cards.map((c) => c.name));
const executed = (c: CardDef) => c.faces.every((f) => f.abilities.every((a) => a.kind !== "text"));

describe("the cards of random boards", () => {
  it("from the pool: the same seed draws the same cards, most of them from outside the library and fully executed", () => {
    const cards = draw(707, "pool", 200);
    assert.equal(cards.length, 200);
    assert.deepEqual(
      draw(707, "pool", 200).map((c) => c.name),
      cards.map((c) => c.name),
    );
    const outside = cards.filter((c) => !libraryNames.has(c.name));
    assert.ok(outside.length > 100, `${outside.length} of 200 cards from outside the library`);
    assert.ok(outside.filter(executed).length > outside.length / 2, "mostly fully executed cards");
    assert.ok(
      cards.every((c) => !c.faces.some((f) => f.types.includes("Conspiracy") || f.types.includes("Hero"))),
      "never a card that doesn't play in a game's zones",
    );
  });

  it("from the library: only its cards, and only those that match", () => {
    const rng = new Rng(1);
    const lands = Array.from({ length: 50 }, () =>
      drawCard(rng, "library", (c) => c.faces[0]?.types.includes("Land") === true),
    );
    assert.ok(lands.every((c) => c !== undefined && libraryNames.has(c.name) && c.faces[0]?.types.includes("Land")));
    assert.ok(draw(2, "library", 100).every((c) => libraryNames.has(c.name)));
  });
});
