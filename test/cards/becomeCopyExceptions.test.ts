// The "except …" of becoming / entering as a copy (707.9): wordings of older Oracle text.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCopyExceptions } from "../../src/mtg/cards/oracle/copy/copyExceptions.js";

describe("oracle copy exceptions (707.9)", () => {
  it("'its a 1/4 and has \"…\"' reads as 'it's a 1/4 and it has \"…\"' (Cephalid Facetaker)", () => {
    const out = parseCopyExceptions("its a 1/4 and has flying");
    assert.deepEqual(out, [
      { except: "pt", power: 1, toughness: 4 },
      { except: "hasAbilities", abilities: [{ kind: "keyword", text: "Flying", keyword: "flying" }] },
    ]);
  });
});
