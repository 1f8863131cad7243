import { own } from "../../kernel/records.js";
import type { CardDef } from "../model/card.js";
import type { CardCatalog } from "../model/cardCatalog.js";
import type { GameState } from "../model/state.js";

/**
 * The catalogs games use, by name. A state is plain data, so it names its catalog; whoever builds
 * a state passes the catalog in (`useCatalog`), and the rules find cards through that name only.
 */
const catalogs = new Map<string, CardCatalog>();

/** Makes a catalog available to the games that name it; returns the name a state keeps. */
export function useCatalog(catalog: CardCatalog): string {
  catalogs.set(catalog.name, catalog);
  return catalog.name;
}

/**
 * Finds a card the game can name: a card its scenario defines inline, else one of its catalog's,
 * by its English name, the front face's name, or its French name (case-insensitive).
 */
export function findCard(state: Pick<GameState, "customCards" | "catalog">, name: string): CardDef | undefined {
  const key = name.trim().toLowerCase();
  return own(state.customCards, key) ?? customByFaces(state, key) ?? catalogs.get(state.catalog)?.find(key);
}

/** docs/scenario-format.md §3: an inline multi-face card is also named by its front face's name or its full "A // B" name. */
function customByFaces(state: Pick<GameState, "customCards">, key: string): CardDef | undefined {
  for (const name in state.customCards) {
    const def = state.customCards[name];
    if (!def || def.faces.length < 2) continue;
    if (
      def.faces[0]?.name.toLowerCase() === key ||
      def.faces
        .map((f) => f.name)
        .join(" // ")
        .toLowerCase() === key
    )
      return def;
  }
  return undefined;
}

/** A card of any catalog in use, by any of its names (for the French names of explanations). */
export function findInCatalogs(name: string): CardDef | undefined {
  for (const catalog of catalogs.values()) {
    const card = catalog.find(name);
    if (card) return card;
  }
  return undefined;
}
