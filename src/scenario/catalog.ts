import { LIBRARY } from "../mtg/cards/library.js";
import type { CardCatalog } from "./ast.js";
import { closest } from "./normalize.js";

/** The built-in library as the scenario loader sees it (English, front-face and French names). */
export const LIBRARY_CATALOG: CardCatalog = {
  has: (name) => LIBRARY.byName.has(name.trim().toLowerCase()),
  suggest: (name) => closest(name, LIBRARY.cards.map((c) => c.name)),
};
