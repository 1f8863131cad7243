// The rules and layers find cards through the catalog the game state names (a CardCatalog passed
// in by whoever builds the state), never by importing the built-in library.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, it } from "node:test";
import { findCard, useCatalog } from "../../src/mtg/cards/registry.js";
import type { CardDef } from "../../src/mtg/model/card.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";

const SRC = resolve(process.cwd(), "src");

/** The source files a module loads at run time (`import type` and `export type` load nothing). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"(\.[^"]+)\.js";/gms)) {
    if (m[1]) out.push(join(dirname(file), `${m[1]}.ts`));
  }
  return out;
}

/** Every source file reached from `roots` by run-time imports. */
function reached(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...runtimeImports(f));
  }
  return seen;
}

describe("the card catalog", () => {
  it("loading the layer engine or the rules does not load the card library", () => {
    const roots = ["mtg/layers/derive.ts", "mtg/layers/layer1.ts", "mtg/rules/resolve.ts", "mtg/rules/cast.ts"].map(
      (f) => join(SRC, f),
    );
    const loaded = reached(roots);
    assert.ok(loaded.has(join(SRC, "mtg/cards/registry.ts")), "the walk follows imports");
    const library = [...loaded].filter(
      (f) => f === join(SRC, "mtg/cards/library.ts") || f.startsWith(join(SRC, "mtg/cards/definitions")),
    );
    assert.deepEqual(library, []);
  });

  it("findCard looks in the state's inline cards, then in the catalog the state carries", () => {
    const clone = LIBRARY_CATALOG.find("Clone");
    assert.ok(clone);
    const none = useCatalog({ name: "test: none", find: () => undefined });
    const only = useCatalog({ name: "test: Clone only", find: (name) => (name === "clone" ? clone : undefined) });
    const inline: CardDef = { ...clone, name: "Clone", faces: [] };
    assert.equal(findCard({ customCards: {}, catalog: none }, "Clone"), undefined);
    assert.equal(findCard({ customCards: {}, catalog: only }, " CLONE "), clone);
    assert.equal(findCard({ customCards: {}, catalog: only }, "Shock"), undefined);
    assert.equal(findCard({ customCards: { clone: inline }, catalog: only }, "Clone"), inline);
    assert.equal(findCard({ customCards: {}, catalog: "no such catalog" }, "Clone"), undefined);
  });
});
