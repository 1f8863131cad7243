// Issue 20: every card of the built-in pool can be named — by its English name and, where it has
// one, its French name (case and accents ignored) — and built into a card definition (its
// abilities compiled from its Oracle text, or its hand-written definition) without throwing.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { frenchName } from "../../src/mtg/cards/library.js";
import { nameKey } from "../../src/mtg/cards/pool/nameKey.js";
import { useCatalog } from "../../src/mtg/cards/registry.js";
import { BUILT_IN_POOL, LIBRARY_CATALOG } from "../../src/scenario/catalog.js";

/** Accents off and every other letter upper case: the same name as a user may type it. */
function typed(name: string): string {
  return [...name.normalize("NFD").replace(/[\u0300-\u036f]/g, "")]
    .map((ch, i) => (i % 2 === 0 ? ch.toUpperCase() : ch))
    .join("");
}

describe("every card of the pool", () => {
  const entries = BUILT_IN_POOL.entries();

  it("is found by its English name, as printed and as typed", () => {
    assert.ok(entries.length > 20_000, `${entries.length} cards`);
    for (const e of entries) {
      assert.equal(LIBRARY_CATALOG.find(e.name)?.name, e.name, e.name);
      assert.equal(LIBRARY_CATALOG.find(typed(e.name))?.name, e.name, `${e.name} typed as ${typed(e.name)}`);
    }
  });

  it("is found by its French name, or the name belongs to the card found (a name two cards share)", () => {
    let french = 0;
    for (const e of entries) {
      if (e.nameFr === undefined) continue;
      french++;
      const found = LIBRARY_CATALOG.find(typed(e.nameFr));
      assert.ok(found, `${e.name}: French name ${e.nameFr}`);
      if (found.name === e.name) continue;
      const other = entries.find((x) => x.name === found.name);
      assert.ok(
        other?.keys.split("\n").includes(nameKey(e.nameFr)),
        `${e.nameFr} found ${found.name}, which has no such name`,
      );
    }
    assert.ok(french > 15_000, `${french} cards with a French name`);
  });

  it("builds into a card definition with its printed faces", () => {
    for (const e of entries) {
      const card = BUILT_IN_POOL.card(e.number);
      assert.ok(card, e.name);
      assert.ok(card.faces.length > 0, e.name);
      for (const f of card.faces) assert.ok(Array.isArray(f.abilities), `${e.name}: ${f.name}`);
    }
  });
});

describe("explanations in French", () => {
  it("name a pool card (not only a library card) and a face by their French names", () => {
    useCatalog(LIBRARY_CATALOG);
    assert.equal(frenchName("Grapeshot Catapult"), "Catapulte à mitraille");
    assert.equal(frenchName("Vesuva"), "Vésuva");
    assert.equal(frenchName("Authority"), "Autorité");
    assert.equal(frenchName("Evil Twin"), "Evil Twin", "no French name in the reference: the English one");
  });
});
