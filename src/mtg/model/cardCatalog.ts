import type { CardDef } from "./card.js";

/**
 * The cards a game can name, beyond the ones its scenario defines inline (`GameState.customCards`).
 * The built-in library is one catalog (src/scenario/catalog.ts); the rules and layers reach cards
 * only through the catalog their state carries, never by importing a library. Lookups are methods,
 * so that a catalog may build its cards lazily, one at a time.
 */
export interface CardCatalog {
  /** What a game state calls the catalog (a state is plain data: it names its catalog). */
  readonly name: string;
  /** A card by its English name, its front face's name or its French name (case-insensitive). */
  find(name: string): CardDef | undefined;
}
