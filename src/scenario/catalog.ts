import { LIBRARY } from "../mtg/cards/library.js";
import type { CardCatalog as GameCatalog } from "../mtg/model/cardCatalog.js";
import type { CardCatalog } from "./ruleset.js";
import { closest } from "../kernel/closest.js";

/**
 * The built-in library as the scenario loader sees it (English, front-face and French names) and
 * as a game finds its cards (the catalog a game state names, passed in by `emptyGame`).
 */
export const LIBRARY_CATALOG: CardCatalog & GameCatalog = Object.freeze({
  name: "library",
  find: (name: string) => LIBRARY.byName.get(name.trim().toLowerCase()),
  has: (name: string) => LIBRARY.byName.has(name.trim().toLowerCase()),
  suggest: (name: string) =>
    closest(
      name,
      LIBRARY.cards.map((c) => c.name),
    ),
});
