import { cardOfPool, LIBRARY } from "../mtg/cards/library.js";
import { CardPool, type PoolEntry } from "../mtg/cards/pool/cardPool.js";
import type { FrenchFace, Ruling } from "../mtg/cards/pool/format.js";
import { nameKey } from "../mtg/cards/pool/nameKey.js";
import type { CardDef } from "../mtg/model/card.js";
import type { CardCatalog as GameCatalog } from "../mtg/model/cardCatalog.js";
import { setDefaultGameCatalog } from "./gameCatalog.js";
import { closest } from "../kernel/closest.js";
import type { CardCatalog } from "./ruleset.js";
import { BUILT_IN_POOL_DIR, folderPoolSource } from "./poolFiles.js";

/** The built-in pool (data/pool/): every card to April 2022 and the library's, read lazily. */
export const BUILT_IN_POOL = new CardPool(folderPoolSource(BUILT_IN_POOL_DIR, false), cardOfPool);

/** The local pool: `undefined` until chosen, by `useLocalCards` or from DOPPEL_CARDS on first use. */
let localPool: CardPool | null | undefined;

/**
 * Uses the local card folder `dir` (written by `doppel cards import`) in addition to and over the
 * built-in pool, or none (`null`). The library's own cards stay as the library defines them.
 * Without a call, the folder DOPPEL_CARDS names is used (worker threads inherit it).
 */
export function useLocalCards(dir: string | null): CardPool | null {
  localPool = dir === null ? null : new CardPool(folderPoolSource(dir, true), cardOfPool);
  return localPool;
}

/** The pools searched for a name, the local one first. */
export function cardPools(): readonly CardPool[] {
  if (localPool === undefined) {
    const dir = process.env.DOPPEL_CARDS;
    useLocalCards(dir !== undefined && dir !== "" ? dir : null);
  }
  return localPool ? [localPool, BUILT_IN_POOL] : [BUILT_IN_POOL];
}

/** English card and front-face names of the library: found without reading the pool. */
const LIBRARY_ENGLISH = new Map<string, CardDef>();
for (const card of LIBRARY.cards) {
  LIBRARY_ENGLISH.set(card.name.toLowerCase(), card);
  const front = card.faces[0]?.name.toLowerCase();
  if (front !== undefined && !LIBRARY_ENGLISH.has(front)) LIBRARY_ENGLISH.set(front, card);
}

function findCard(name: string): CardDef | undefined {
  const own = LIBRARY_ENGLISH.get(name.trim().toLowerCase());
  if (own) return own;
  for (const pool of cardPools()) {
    const card = pool.find(name);
    if (card) return card;
  }
  return LIBRARY.byName.get(name.trim().toLowerCase());
}

/** Where a card is in the pools: the pool and its number there (the local pool first). */
function located(name: string): { pool: CardPool; n: number } | undefined {
  for (const pool of cardPools()) {
    const n = pool.numberOf(name);
    if (n !== undefined) return { pool, n };
  }
  return undefined;
}

/** A card's official rulings with their dates, by any of its names (empty when it has none or is unknown). */
export function rulingsOf(name: string): readonly Ruling[] {
  const at = located(name);
  return at ? at.pool.rulings(at.n) : [];
}

/** A card's French printing per face (name, type line, text) where the reference gives it. */
export function frenchPrintingOf(name: string): readonly FrenchFace[] {
  const at = located(name);
  return at?.pool.printed(at.n)?.french ?? [];
}

/** A card of a pool, found by a search of the names. */
export interface PoolMatch {
  readonly pool: CardPool;
  readonly entry: PoolEntry;
}

/**
 * Cards of the pools whose names (English or French, cards and faces, case and accents ignored)
 * contain every word of the query, in name order, without reading or building them (the index
 * only); a local card hides the built-in one of the same name.
 */
export function poolCardsMatching(query: string): PoolMatch[] {
  const words = nameKey(query)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return [];
  const seen = new Set<string>();
  const out: PoolMatch[] = [];
  for (const pool of cardPools())
    for (const entry of pool.entries())
      if (!seen.has(entry.name) && words.every((w) => entry.keys.includes(w))) {
        seen.add(entry.name);
        out.push({ pool, entry });
      }
  return out.sort((a, b) => (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0));
}

/** The names of `poolCardsMatching`. */
export function poolNamesMatching(query: string): string[] {
  return poolCardsMatching(query).map((m) => m.entry.name);
}

/**
 * The whole card pool as the scenario loader sees it (English, face and French names, case and
 * accents ignored) and as a game finds its cards (the catalog a game state names, passed in by
 * `emptyGame`): the library's cards as it defines them, then a local card folder's, then the
 * built-in pool's. Only the shards holding the named cards are read, and a card's abilities are
 * compiled on first use.
 */
export const LIBRARY_CATALOG: CardCatalog & GameCatalog = Object.freeze({
  name: "library",
  find: findCard,
  has: (name: string) =>
    LIBRARY_ENGLISH.has(name.trim().toLowerCase()) ||
    cardPools().some((p) => p.numberOf(name) !== undefined) ||
    LIBRARY.byName.has(name.trim().toLowerCase()),
  suggest: (name: string) =>
    closest(name, [
      ...new Set([...LIBRARY.cards.map((c) => c.name), ...cardPools().flatMap((p) => p.entries().map((e) => e.name))]),
    ]),
});

// Whoever loads the card pool plays its scenarios with it (the core, without files, uses the library's cards).
setDefaultGameCatalog(LIBRARY_CATALOG);
