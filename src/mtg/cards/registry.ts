import type { CardDef } from "../model/card.js";
import type { GameState } from "../model/state.js";
import { LIBRARY } from "./library.js";

/** Finds a card by its English name, the front face's name, or its French name (case-insensitive). */
export function findCard(state: Pick<GameState, "customCards"> | null, name: string): CardDef | undefined {
  const key = name.trim().toLowerCase();
  return state?.customCards[key] ?? LIBRARY.byName.get(key);
}
