import { own } from "../../kernel/records.js";
import type { GaCard } from "../model/card.js";
import type { GaState } from "../model/state.js";
import { ACTIONS } from "./actions.js";
import { ALLIES } from "./allies.js";
import { CHAMPIONS } from "./champions.js";
import { ITEMS } from "./items.js";
import { OTHERS } from "./others.js";
import { PHANTASIAS } from "./phantasias.js";

/** Every Grand Archive card Doppel knows, as typed data (src/ga/cards/*.ts). */
export const GA_CARDS: readonly GaCard[] = [...ALLIES, ...PHANTASIAS, ...CHAMPIONS, ...ACTIONS, ...ITEMS, ...OTHERS];

const BY_NAME: ReadonlyMap<string, GaCard> = new Map(
  GA_CARDS.flatMap((c) => c.faces.map((f) => [f.name.toLowerCase(), c] as const)),
);

/** A library card by its name (any face's name, any case). */
export function libraryCard(name: string): GaCard | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** The card an object is: the scenario's own cards first, then the library. */
export function findGaCard(state: GaState, name: string): GaCard | undefined {
  return own(state.customCards, name.toLowerCase()) ?? libraryCard(name);
}

export function gaCardNames(): string[] {
  return GA_CARDS.map((c) => c.name);
}
