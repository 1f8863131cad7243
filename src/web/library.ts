/**
 * Card search over the built-in library and the whole card pool (embedded: no external service),
 * the official rulings of a card, and the scenarios of the project's suite.
 */
import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { LIBRARY } from "../mtg/cards/library.js";
import type { Ruling } from "../mtg/cards/pool/format.js";
import type { PrintedCard, PrintedFace } from "../mtg/cards/printedCard.js";
import type { CardDef } from "../mtg/model/card.js";
import { LIBRARY_CATALOG, poolCardsMatching, rulingsOf } from "../scenario/catalog.js";
import { scenarioFiles } from "../scenario/files.js";
import type { CardView, Lang, SuiteEntry } from "./protocol.js";
import { cardName } from "./view.js";

function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function faceTypeLine(f: PrintedFace): string {
  const left = [...f.supertypes, ...f.types].join(" ");
  return f.subtypes.length > 0 ? `${left} — ${f.subtypes.join(" ")}` : left;
}

function cardView(c: Pick<PrintedCard, "name" | "nameFr" | "faces">): CardView {
  const front = c.faces[0];
  const typeLine = c.faces.map(faceTypeLine).join(" // ");
  const text = c.faces.map((f) => f.oracleText).join("\n//\n");
  const pt =
    front && front.power !== null && front.toughness !== null
      ? `${front.power}/${front.toughness}`
      : front?.loyalty
        ? `[${front.loyalty}]`
        : null;
  return { name: c.name, nameFr: c.nameFr ?? null, manaCost: front?.manaCost ?? null, typeLine, text, pt };
}

interface Indexed {
  readonly card: CardDef;
  readonly name: string;
  readonly nameFr: string;
  readonly type: string;
  readonly text: string;
}

let index: Indexed[] | null = null;

function indexed(): Indexed[] {
  if (index === null) {
    index = [...LIBRARY.cards]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((card) => ({
        card,
        name: fold(card.name),
        nameFr: fold(card.nameFr ?? ""),
        type: fold(card.faces.map(faceTypeLine).join(" ")),
        text: fold(card.faces.map((f) => f.oracleText).join(" ")),
      }));
  }
  return index;
}

/**
 * Cards of the library whose English or French name, type line or rules text contain every word
 * of the query, name matches first (an empty query lists the library in alphabetical order); then
 * the cards of the whole pool whose names contain every word, from the name index (nothing is
 * compiled; only the shards holding the cards shown are read).
 */
export function searchCards(query: string, lang: Lang, limit: number): { total: number; cards: CardView[] } {
  const library = searchLibrary(query, lang);
  const shown = new Set(library.map((c) => c.name));
  const pool = poolCardsMatching(query).filter((m) => !shown.has(m.entry.name));
  const cards = library.slice(0, limit).map(cardView);
  for (const m of pool) {
    if (cards.length >= limit) break;
    const printed = m.pool.printed(m.entry.number)?.printed;
    if (printed) cards.push(cardView(printed));
  }
  return { total: library.length + pool.length, cards };
}

/** The official rulings of the card `name` names (any of its names), or null for an unknown card. */
export function cardRulings(name: string): { name: string; rulings: readonly Ruling[] } | null {
  const card = LIBRARY_CATALOG.find(name);
  return card ? { name: card.name, rulings: rulingsOf(card.name) } : null;
}

function searchLibrary(query: string, lang: Lang): CardDef[] {
  const words = fold(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const scored: { c: Indexed; score: number }[] = [];
  for (const c of indexed()) {
    let score = 0;
    let all = true;
    for (const w of words) {
      if (c.name.startsWith(w) || c.nameFr.startsWith(w)) score += 4;
      else if (c.name.includes(w) || c.nameFr.includes(w)) score += 3;
      else if (c.type.includes(w)) score += 2;
      else if (c.text.includes(w)) score += 1;
      else {
        all = false;
        break;
      }
    }
    if (all) scored.push({ c, score });
  }
  scored.sort(
    (a, b) => b.score - a.score || cardName(lang, a.c.card.name).localeCompare(cardName(lang, b.c.card.name)),
  );
  return scored.map((s) => s.c.card);
}

/**
 * The Magic scenarios `npm test` runs (scenarios/ without the bad-input fixtures and the Grand
 * Archive ones, which the workbench doesn't play), with their names.
 */
export function suiteEntries(root: string): SuiteEntry[] {
  const dir = resolve(root, "scenarios");
  return scenarioFiles([dir], [resolve(dir, "errors"), resolve(dir, "ga")]).flatMap((file) => {
    const path = relative(root, file).split(sep).join("/");
    let name = path;
    try {
      const text = readFileSync(file, "utf8");
      if (/^rules:[ \t]*["']?ga/m.test(text)) return [];
      const m = /^scenario:[ \t]*(.+?)[ \t]*$/m.exec(text);
      if (m?.[1]) name = m[1].replace(/^(["'])(.*)\1$/, "$2");
    } catch {
      // Unreadable: listed by its path; opening it reports the problem.
    }
    return [{ path, name }];
  });
}
