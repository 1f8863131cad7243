// 201.5c: a card's shortened name in its own text means the card ("Ghired" for "Ghired, Conclave Exile").
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { normalizeParagraph } from "../../src/mtg/cards/oracle/text/sentences.js";

describe("oracle sentences: a shortened name (201.5c)", () => {
  it("the part of a legendary name before its comma is the card itself", () => {
    assert.equal(
      normalizeParagraph("Whenever Ghired attacks, populate.", "Ghired, Conclave Exile"),
      "Whenever ~ attacks, populate.",
    );
  });
  it("another card's name starting with it is not", () => {
    assert.equal(
      normalizeParagraph("Search your library for a card named Urza's Mine.", "Urza, Lord Protector"),
      "Search your library for a card named Urza's Mine.",
    );
    assert.equal(
      normalizeParagraph("Search your library for a card named Urza.", "Urza, Lord Protector"),
      "Search your library for a card named Urza.",
    );
  });
});
