// Compiled Oracle text is every library card's default: a hand-written definition only overrides
// a face the compiler can't read yet. An override equal to the compiler's output is stale — the
// compiler learnt the text since — and must be deleted (or the face marked COMPILED). The terms of
// an "all of" / "any of" filter are compared in any order: their order means nothing.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { ALL_DEFINITIONS } from "../../src/mtg/cards/definitions/index.js";
import { COMPILED } from "../../src/mtg/cards/dsl.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { PRINTED } from "../../src/mtg/cards/printed.js";

describe("hand-written definitions override compiled text", () => {
  it("no overriding face equals what the compiler makes of its Oracle text", () => {
    const printed = new Map(PRINTED.map((p) => [p.name, p]));
    const stale: string[] = [];
    for (const def of ALL_DEFINITIONS) {
      const card = printed.get(def.name);
      assert.ok(card, `${def.name} is not a printed card`);
      for (const [i, abilities] of def.faces.entries()) {
        const face = card.faces[i];
        assert.ok(face, `${def.name}: no face ${i}`);
        if (
          abilities !== COMPILED &&
          isDeepStrictEqual(unordered(abilities), unordered(compileOracleText(face.oracleText, face.name)))
        ) {
          stale.push(def.faces.length > 1 ? `${def.name} (face ${i}: ${face.name})` : def.name);
        }
      }
    }
    assert.deepEqual(stale, [], `overrides equal to the compiled text (delete them): ${stale.join(", ")}`);
  });
});

/** A copy of a value with the terms of every "all of" / "any of" filter in a fixed order. */
function unordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unordered);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = unordered(v);
  const terms = out.of;
  if ((out.is === "all" || out.is === "any") && Array.isArray(terms)) {
    out.of = [...terms].sort((a, b) =>
      JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0,
    );
  }
  return out;
}
