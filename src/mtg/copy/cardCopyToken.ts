import { findCard } from "../cards/registry.js";
import type { GameObject, TokenBase } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 608.3f, 111.1: a cast copy of a card resolving to the battlefield becomes a token permanent —
 * no card represents it. The token's own characteristics are the card's (a flip card keeps both
 * halves, a double-faced card both faces); null for anything that isn't a copy of a card.
 */
export function tokenOfCardCopy(state: GameState, obj: GameObject): TokenBase | null {
  if (!obj.isCardCopy || obj.card === null) return null;
  const def = findCard(state, obj.card);
  if (!def) return null;
  return {
    faces: def.faces,
    createdBy: `a cast copy of ${def.name} (608.3f)`,
    ...(def.layout === "flip" ? { flip: true } : {}),
  };
}
