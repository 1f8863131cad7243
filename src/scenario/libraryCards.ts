import { LIBRARY } from "../mtg/cards/library.js";
import type { CardDef } from "../mtg/model/card.js";
import type { CardCatalog as GameCatalog } from "../mtg/model/cardCatalog.js";
import type { CardCatalog as ScenarioCatalog } from "./ruleset.js";
import { closest } from "../kernel/closest.js";

/**
 * A card catalog: what a game finds its cards in (by English, face or French name) and what the
 * scenario loader checks names against. A game state names its catalog (`GameState.catalog`).
 */
export type Catalog = GameCatalog & ScenarioCatalog;

/**
 * The library's own cards only (the reference cards, held in memory): the catalog of the
 * browser-safe core. `doppel/node` adds the whole card pool (`LIBRARY_CATALOG`, read from data/pool).
 */
export const LIBRARY_CARDS: Catalog = Object.freeze({
  name: "library-cards",
  find: (name: string): CardDef | undefined => LIBRARY.byName.get(name.trim().toLowerCase()),
  has: (name: string) => LIBRARY.byName.has(name.trim().toLowerCase()),
  suggest: (name: string) =>
    closest(
      name,
      LIBRARY.cards.map((c) => c.name),
    ),
});
