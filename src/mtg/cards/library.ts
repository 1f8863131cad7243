import type { AbilityDef } from "../abilities/ability.js";
import type { CardDef, FaceDef } from "../model/card.js";
import { ALL_DEFINITIONS } from "./definitions/index.js";
import type { CardAbilities } from "./dsl.js";
import { compileOracleText } from "./oracle/compile.js";
import type { PoolCard } from "./pool/format.js";
import { findInCatalogs } from "./registry.js";
import { PRINTED } from "./printed.js";
import type { PrintedCard } from "./printedCard.js";

/** The built-in card library: printed data of the reference cards with their abilities. */
export interface Library {
  readonly cards: readonly CardDef[];
  /**
   * Lower-case English name, front-face name and French name → card. A multi-face card's French
   * names are per face: its front face's French name and the faces' French names joined with
   * " // " name it too.
   */
  readonly byName: ReadonlyMap<string, CardDef>;
  /** Lower-case English name of a card or of any face → its French name, where the reference gives one. */
  readonly frenchNames: ReadonlyMap<string, string>;
  /** Cards with a hand-written definition overriding some face (every other face is compiled Oracle text). */
  readonly defined: ReadonlySet<string>;
}

export function buildCard(printed: PrintedCard, definition: CardAbilities | undefined): CardDef {
  const faces: FaceDef[] = printed.faces.map((f, i) => {
    const abilities: readonly AbilityDef[] = definition?.faces[i] ?? compileOracleText(f.oracleText, f.name);
    return { ...f, abilities };
  });
  return { name: printed.name, ...(printed.nameFr ? { nameFr: printed.nameFr } : {}), layout: printed.layout, faces };
}

const DEFINITIONS: ReadonlyMap<string, CardAbilities> = new Map(ALL_DEFINITIONS.map((d) => [d.name, d]));

/**
 * A card of a pool as the engine plays it: the library's own card when the pool's card is one of
 * the library's (same English name), else its printed data with its abilities, hand-written where
 * a definition exists, compiled from its Oracle text otherwise.
 */
export function cardOfPool(card: PoolCard): CardDef {
  const own = LIBRARY.byName.get(card.printed.name.toLowerCase());
  return own?.name === card.printed.name ? own : buildCard(card.printed, DEFINITIONS.get(card.printed.name));
}

function build(): Library {
  const defs = DEFINITIONS;
  const cards = PRINTED.map((p) => buildCard(p, defs.get(p.name)));
  const byName = new Map<string, CardDef>();
  for (const card of cards) {
    byName.set(card.name.toLowerCase(), card);
    const front = card.faces[0]?.name;
    if (front && !byName.has(front.toLowerCase())) byName.set(front.toLowerCase(), card);
  }
  // French names are accepted wherever a card is named, after every English name.
  for (const card of cards) {
    for (const fr of frenchNamesOf(card)) if (!byName.has(fr.toLowerCase())) byName.set(fr.toLowerCase(), card);
  }
  const frenchNames = new Map<string, string>();
  for (const card of cards) {
    if (card.nameFr) frenchNames.set(card.name.toLowerCase(), card.nameFr);
    for (const f of card.faces)
      if (f.nameFr && !frenchNames.has(f.name.toLowerCase())) frenchNames.set(f.name.toLowerCase(), f.nameFr);
  }
  return { cards, byName, frenchNames, defined: new Set(defs.keys()) };
}

/** The built-in card library (see `Library`). */
export const LIBRARY: Library = build();

/**
 * The French names a card is found by: the card's own, else (multi-face cards) its front face's
 * and, when every face has one, the faces' names joined like the English name ("A // B").
 */
export function frenchNamesOf(card: CardDef): string[] {
  if (card.nameFr) return [card.nameFr];
  const out: string[] = [];
  const front = card.faces[0]?.nameFr;
  if (front) out.push(front);
  const all = card.faces.map((f) => f.nameFr);
  // Meld cards list the melded permanent as their second face: it is not part of the card's name.
  const named = card.layout === "meld" ? all.slice(0, 1) : all;
  if (named.length > 1 && named.every((n): n is string => n !== undefined)) out.push(named.join(" // "));
  return out;
}

/**
 * A card's or face's French name for display (explanations), from the library or else from the
 * catalogs in use (the whole pool), or the English name when there is none.
 */
export function frenchName(name: string): string {
  const known = LIBRARY.frenchNames.get(name.toLowerCase());
  if (known !== undefined) return known;
  const card = findInCatalogs(name);
  if (card === undefined) return name;
  if (card.name === name) return card.nameFr ?? frenchNamesOf(card).at(-1) ?? name;
  return card.faces.find((f) => f.name === name)?.nameFr ?? (card.faces.length === 1 ? card.nameFr : undefined) ?? name;
}
