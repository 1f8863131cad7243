// "except it has haste and loses soulbond" (Mirage Phalanx, 707.9b): the copy has no ability of that keyword.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCopyExceptions } from "../../src/mtg/cards/oracle/copy/copyExceptions.js";

describe("oracle: a copy exception that takes a keyword away", () => {
  it("'it has haste and loses soulbond': haste added, soulbond removed", () => {
    assert.deepEqual(parseCopyExceptions("it has haste and loses soulbond"), [
      { except: "hasAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] },
      { except: "withoutKeyword", keyword: "soulbond" },
    ]);
  });
  it("words that are not a keyword are not understood", () => {
    assert.equal(parseCopyExceptions("it loses all abilities"), null);
    assert.equal(parseCopyExceptions("it loses its mind"), null);
  });
});
