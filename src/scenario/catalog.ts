import { cardOfPool, LIBRARY } from "../mtg/cards/library.js";
import { CardPool } from "../mtg/cards/pool/cardPool.js";
import type { Ruling } from "../mtg/cards/pool/format.js";
import type { CardDef } from "../mtg/model/card.js";
import type { CardCatalog as GameCatalog } from "../mtg/model/cardCatalog.js";
import type { CardCatalog } from "./ast.js";
import { setDefaultGameCatalog } from "./gameCatalog.js";
import { closest } from "./normalize.js";
import { BUILT_IN_POOL_DIR, folderPoolSource } from "./poolFiles.js";

/** The built-in pool (data/pool/): every card to April 2022 and the library's, read lazily. */
export const BUILT_IN_POOL = new CardPool(folderPoolSource(BUILT_IN_POOL_DIR, false), cardOfPool);

let localPool: CardPool | null = null;

/**
 * Uses the local card folder `dir` (written by `doppel cards import`) in addition to and over the
 * built-in pool, or none (`null`). The library's own cards stay as the library defines them.
 */
export function useLocalCards(dir: string | null): CardPool | null {
  localPool = dir === null ? null : new CardPool(folderPoolSource(dir, true), cardOfPool);
  return localPool;
}

/** The pools searched for a name, the local one first. */
export function cardPools(): readonly CardPool[] {
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

/** A card's official rulings, by any of its names (empty when it has none or is unknown). */
export function rulingsOf(name: string): readonly Ruling[] {
  for (const pool of cardPools()) {
    const n = pool.numberOf(name);
    if (n !== undefined) return pool.rulings(n);
  }
  return [];
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
