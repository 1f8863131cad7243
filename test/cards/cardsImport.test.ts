// `doppel cards import`: the two formats users download (fixtures made from the reference data by
// scripts/make-import-fixtures.mjs), the local card folder it writes, and that folder used in
// addition to and over the built-in pool (`--cards`, DOPPEL_CARDS).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { LIBRARY } from "../../src/mtg/cards/library.js";
import { importCardFile } from "../../src/mtg/cards/pool/importFormats.js";
import { BUILT_IN_POOL, LIBRARY_CATALOG, useLocalCards } from "../../src/scenario/catalog.js";

const root = join(import.meta.dirname, "..", "..", "..");
const cli = join(import.meta.dirname, "..", "..", "src", "cli", "main.js");
const fixture = (name: string) => join(root, "test", "fixtures", "cards", name);
const SCRYFALL = fixture("scryfall-oracle-cards.json");
const MTGJSON = fixture("mtgjson-AtomicCards.json");
const dir = mkdtempSync(join(tmpdir(), "doppel-import-"));
after(() => {
  useLocalCards(null);
  rmSync(dir, { recursive: true, force: true });
});

function doppel(args: readonly string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    timeout: 60_000,
    cwd: root,
    env: { ...process.env, HOME: dir, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function imported(file: string) {
  const r = importCardFile(JSON.parse(readFileSync(file, "utf8")));
  assert.notEqual(typeof r, "string", String(r));
  if (typeof r === "string") throw new Error(r);
  return r;
}

describe("doppel cards import reads both formats", () => {
  for (const [file, format] of [
    [SCRYFALL, "scryfall"],
    [MTGJSON, "mtgjson"],
  ] as const) {
    it(`${format}: the same printed data as the built-in pool, Un-set and planar cards left out`, () => {
      const r = imported(file);
      assert.equal(r.format, format);
      assert.deepEqual(r.leftOut, { "Un-set card": 1, "layout planar": 1 });
      assert.equal(r.cards.length, 8);
      for (const { card, rulings } of r.cards) {
        const n = BUILT_IN_POOL.numberOf(card.printed.name);
        assert.ok(n !== undefined, card.printed.name);
        const pool = BUILT_IN_POOL.printed(n);
        const { nameFr: _, ...printed } = card.printed;
        const { nameFr: __, ...expected } = pool?.printed ?? card.printed;
        const strip = (p: typeof printed) => ({ ...p, faces: p.faces.map(({ nameFr: _f, defense: _d, ...f }) => f) });
        assert.deepEqual(strip(printed), strip(expected), card.printed.name);
        // The library's cards have cards.json's French names, which the fixtures' source lacks.
        if (format === "mtgjson" && !LIBRARY.cards.some((c) => c.name === card.printed.name)) {
          assert.deepEqual(card.french, pool?.french, `${card.printed.name}: French printing`);
          assert.deepEqual(rulings, BUILT_IN_POOL.rulings(n), `${card.printed.name}: rulings`);
        }
      }
    });
  }

  it("refuses a file of neither format, and a file that is not JSON, with the file's name", () => {
    assert.match(String(importCardFile({ cards: [] })), /neither a Scryfall bulk file/);
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ not json");
    const r = doppel(["cards", "import", bad, "--out", join(dir, "never")]);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /bad\.json: cannot read a JSON card file/);
  });
});

describe("a local card folder is used in addition to and over the built-in pool", () => {
  // A copy of the MTGJSON fixture with one card renamed (a card the pool lacks) and one text
  // changed (a newer wording): test data, not real cards.
  const local = join(dir, "local");
  const atomic = JSON.parse(readFileSync(MTGJSON, "utf8")) as { data: Record<string, Record<string, unknown>[]> };
  const twin = atomic.data["Evil Twin"]?.[0];
  assert.ok(twin);
  atomic.data["Evil Twin"] = [{ ...twin, text: "Newer wording of the test." }];
  const helix = atomic.data["Aether Helix"]?.[0];
  assert.ok(helix);
  atomic.data["Test Card Not In The Pool"] = [{ ...helix, name: "Test Card Not In The Pool", foreignData: [] }];
  const file = join(dir, "AtomicCards.json");
  writeFileSync(file, JSON.stringify(atomic));

  it("doppel cards import writes the folder; --cards and DOPPEL_CARDS select it", () => {
    const r = doppel(["cards", "import", file, "--out", local]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^9 cards from MTGJSON AtomicCards file/);
    const found = doppel(["--cards", local, "cards", "Test Card Not In The Pool", "--json"]);
    assert.equal(found.status, 0, found.stderr);
    assert.equal(
      (JSON.parse(found.stdout) as { cards: { name: string }[] }).cards[0]?.name,
      "Test Card Not In The Pool",
    );
    const scenario = join(dir, "local.yaml");
    writeFileSync(
      scenario,
      "scenario: local cards\nsetup:\n  battlefield:\n    - { id: t, card: Test Card Not In The Pool, controller: Alice }\nexpect:\n  - { object: t, name: Test Card Not In The Pool }\n",
    );
    assert.equal(doppel(["test", scenario], { DOPPEL_CARDS: local }).status, 0);
    assert.equal(doppel(["test", scenario]).status, 1, "without the folder the card is unknown");
    assert.equal(doppel(["--cards", join(dir, "nowhere"), "cards", "Clone"]).status, 2);
    const damaged = join(dir, "damaged");
    mkdirSync(damaged);
    writeFileSync(join(damaged, "index.json"), '{"format":"x"}');
    const bad = doppel(["--cards", damaged, "cards", "Clone"]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /damaged: index\.json is not a doppel card file \(doppel-pool\/1\): format: /);
  });

  it("the default folder (~/.doppel/cards) is used when import wrote it there", () => {
    assert.equal(doppel(["cards", "import", file]).status, 0);
    assert.equal(doppel(["cards", "Test Card Not In The Pool"]).status, 0);
  });

  it("its cards win over the pool's, the library's stay as the library defines them", () => {
    useLocalCards(local);
    assert.equal(LIBRARY_CATALOG.find("Evil Twin")?.faces[0]?.oracleText, "Newer wording of the test.");
    assert.equal(LIBRARY_CATALOG.find("test card not in the pool")?.name, "Test Card Not In The Pool");
    assert.equal(LIBRARY_CATALOG.find("Fire // Ice")?.faces[0]?.abilities.length, 1);
    useLocalCards(null);
    assert.notEqual(LIBRARY_CATALOG.find("Evil Twin")?.faces[0]?.oracleText, "Newer wording of the test.");
    assert.equal(LIBRARY_CATALOG.find("Test Card Not In The Pool"), undefined);
  });
});
