import { own } from "../../kernel/records.js";
import type { CardDef } from "../model/card.js";
import type { GameState } from "../model/state.js";
import { LIBRARY } from "./library.js";

/** Finds a card by its English name, the front face's name, or its French name (case-insensitive). */
export function findCard(state: Pick<GameState, "customCards"> | null, name: string): CardDef | undefined {
  const key = name.trim().toLowerCase();
  return (state ? own(state.customCards, key) : undefined) ?? customByFaces(state, key) ?? LIBRARY.byName.get(key);
}

/** docs/scenario-format.md §3: an inline multi-face card is also named by its front face's name or its full "A // B" name. */
function customByFaces(state: Pick<GameState, "customCards"> | null, key: string): CardDef | undefined {
  if (!state) return undefined;
  for (const name in state.customCards) {
    const def = state.customCards[name];
    if (!def || def.faces.length < 2) continue;
    if (def.faces[0]?.name.toLowerCase() === key || def.faces.map((f) => f.name).join(" // ").toLowerCase() === key) return def;
  }
  return undefined;
}
