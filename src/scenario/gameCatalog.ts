import type { CardCatalog } from "../mtg/model/cardCatalog.js";
import { LIBRARY_CARDS } from "./libraryCards.js";

let current: CardCatalog = LIBRARY_CARDS;

/**
 * The catalog a Magic scenario's game finds its cards in when the run names none
 * (`PlayOptions.catalog`): the library's cards, or the whole card pool once src/scenario/catalog.ts
 * is loaded (it reads files: the browser-safe core never loads it).
 */
export function defaultGameCatalog(): CardCatalog {
  return current;
}

/** Makes `catalog` the default of every later run that names none. */
export function setDefaultGameCatalog(catalog: CardCatalog): void {
  current = catalog;
}
