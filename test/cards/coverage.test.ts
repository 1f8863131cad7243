// Every card of the built-in library is used by a scenario, and each of its abilities is
// exercised by one: a scenario file that names the card (a `card:` field, by English or French
// name) says which abilities it exercises with header comments of the form
//
//   # covers: Card Name | start of the ability's text
//
// The text must be the start of one of the card's abilities (any face), at least 12 characters
// long or the whole text. A card with no abilities (a basic land) only needs to be used.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { LIBRARY } from "../../src/mtg/cards/library.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import type { CardDef } from "../../src/mtg/model/card.js";

const SCENARIOS = resolve(process.cwd(), "scenarios");
/** Files that are not scenarios of the game (malformed inputs for the loader's error tests). */
const NOT_SCENARIOS = new Set(["errors"]);
const MIN_PREFIX = 12;

/**
 * Abilities no scenario exercises yet: card name → the abilities' texts (a prefix is enough).
 * An entry that is not needed fails the test, so the list only shrinks.
 */
const PENDING: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([]);

interface ScenarioFile {
  readonly file: string;
  /** Library cards it uses. */
  readonly uses: ReadonlySet<CardDef>;
  readonly covers: readonly { readonly card: string; readonly text: string; readonly line: number }[];
}

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!NOT_SCENARIOS.has(name)) out.push(...yamlFiles(path));
    } else if (/\.ya?ml$/.test(name)) out.push(path);
  }
  return out;
}

/** The values of every `card:` key in a parsed YAML document. */
function cardFields(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) for (const n of node) cardFields(n, out);
  else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "card" && typeof v === "string") out.push(v);
      else cardFields(v, out);
    }
  }
  return out;
}

function normalize(s: string): string {
  return s.replace(/\s+/g, " ").trim().toLowerCase();
}

function readScenario(file: string): ScenarioFile {
  const text = readFileSync(file, "utf8");
  const uses = new Set<CardDef>();
  for (const name of cardFields(parse(text), [])) {
    const card = LIBRARY_CATALOG.find(name);
    if (card) uses.add(card);
  }
  const covers = text.split("\n").flatMap((line, i) => {
    const m = /^\s*#\s*covers:\s*(.+?)\s*\|\s*(.+?)\s*$/.exec(line);
    return m?.[1] && m[2] ? [{ card: m[1], text: m[2], line: i + 1 }] : [];
  });
  return { file, uses, covers };
}

/** The ability texts of a card, every face. */
function abilityTexts(card: CardDef): string[] {
  return card.faces.flatMap((f) => f.abilities.map((a) => a.text));
}

describe("scenario coverage of the card library", () => {
  const files = yamlFiles(SCENARIOS).map(readScenario);

  it("every covers: comment names a card the file uses and the start of one of its abilities", () => {
    for (const f of files) {
      for (const c of f.covers) {
        const at = `${f.file}:${c.line}`;
        const card = LIBRARY_CATALOG.find(c.card);
        assert.ok(card, `${at}: "${c.card}" is not a library card`);
        assert.ok(f.uses.has(card), `${at}: the scenario doesn't use ${card.name} (no card: field names it)`);
        const texts = abilityTexts(card).filter((t) => normalize(t).startsWith(normalize(c.text)));
        assert.ok(texts.length > 0, `${at}: ${card.name} has no ability starting "${c.text}"`);
        assert.ok(
          texts.some((t) => normalize(c.text).length >= Math.min(MIN_PREFIX, normalize(t).length)),
          `${at}: "${c.text}" is too short`,
        );
      }
    }
  });

  it("every library card is used by a scenario, and each of its abilities is covered", () => {
    const missing: string[] = [];
    const pendingUsed = new Set<string>();
    for (const card of LIBRARY.cards) {
      const using = files.filter((f) => f.uses.has(card));
      const pending = PENDING.get(card.name) ?? [];
      if (using.length === 0 && pending.length === 0) {
        missing.push(`${card.name}: no scenario uses it`);
        continue;
      }
      for (const text of abilityTexts(card)) {
        const covered = using.some((f) =>
          f.covers.some((c) => LIBRARY_CATALOG.find(c.card) === card && normalize(text).startsWith(normalize(c.text))),
        );
        const isPending = pending.some((p) => normalize(text).startsWith(normalize(p)));
        if (isPending) {
          assert.ok(!covered, `${card.name}: "${text}" is covered now: remove it from PENDING`);
          pendingUsed.add(`${card.name}|${text}`);
        } else if (!covered) missing.push(`${card.name}: no scenario covers "${text}"`);
      }
    }
    for (const [name, texts] of PENDING) {
      for (const t of texts) {
        const card = LIBRARY.cards.find((c) => c.name === name);
        assert.ok(card, `PENDING names ${name}, not a library card`);
        const match = abilityTexts(card).filter((a) => normalize(a).startsWith(normalize(t)));
        assert.ok(
          match.length > 0 && match.some((a) => pendingUsed.has(`${name}|${a}`)),
          `PENDING entry ${name}: "${t}" is not needed`,
        );
      }
    }
    assert.deepEqual(missing, [], `${missing.length} gaps:\n${missing.join("\n")}`);
  });
});
