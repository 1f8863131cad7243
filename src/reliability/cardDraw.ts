import { LIBRARY } from "../mtg/cards/library.js";
import type { CardDef } from "../mtg/model/card.js";
import { BUILT_IN_POOL } from "../scenario/catalog.js";
import type { Rng } from "./rng.js";

/** Where random boards take their cards: the whole built-in pool (the default) or the library's 159 cards. */
export type CardSet = "pool" | "library";

export const CARD_SETS: readonly CardSet[] = ["pool", "library"];

/** Card types that never share a game's zones with the others (conspiracies, Theros heroes): never dealt. */
const OUT_OF_GAME = new Set(["Conspiracy", "Hero"]);

const dealable = (c: CardDef) => !c.faces.some((f) => f.types.some((t) => OUT_OF_GAME.has(t)));

/** Every ability of every face is executed by the rules engine (none kept as text only, 113.1). */
const fullyExecuted = (c: CardDef) => c.faces.every((f) => f.abilities.every((a) => a.kind !== "text"));

/**
 * How often a drawn card is one of the library's (hand-written, dense in copy and layer effects),
 * and how often a pool card some ability of which is not executed is kept (its other abilities are).
 */
const LIBRARY_SHARE = 0.3;
const PARTLY_EXECUTED_KEPT = 0.2;
const TRIES = 40;

/**
 * A random card matching `want` (any card by default). From the library only, or from the whole
 * built-in pool: a card number drawn uniformly (the pool is read and compiled lazily, one shard and
 * one card at a time), kept if every ability of it is executed and sometimes otherwise, so that
 * over many games every compiled card is played; some draws are library cards. The same `rng`
 * state always draws the same card.
 */
export function drawCard(rng: Rng, set: CardSet, want: (c: CardDef) => boolean = () => true): CardDef | undefined {
  const fromLibrary = () => rng.pick(LIBRARY.cards.filter(want));
  if (set === "library" || rng.chance(LIBRARY_SHARE)) return fromLibrary();
  const size = poolSize();
  for (let i = 0; size > 0 && i < TRIES; i++) {
    const card = BUILT_IN_POOL.card(rng.int(size));
    if (card && dealable(card) && want(card) && (fullyExecuted(card) || rng.chance(PARTLY_EXECUTED_KEPT))) return card;
  }
  return fromLibrary();
}

let size: number | null = null;
function poolSize(): number {
  size ??= BUILT_IN_POOL.entries().length;
  return size;
}
