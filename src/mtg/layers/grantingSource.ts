import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * The object whose effect gave an ability (201.4: the card's name in a quoted ability means that
 * card): a granted instance's key is `g<effect id>:<n>` (applyPart.ts), a static effect's id
 * `s:<object>:<ability>:<n>` and a resolved effect's `r:<record>` (effectsOf.ts). Null for an
 * ability no effect gave.
 */
export function grantingSourceOf(state: GameState, abilityKey: string | null): ObjectId | null {
  if (abilityKey === null || !abilityKey.startsWith("g")) return null;
  const effectId = abilityKey.slice(1, abilityKey.lastIndexOf(":"));
  if (effectId.startsWith("s:")) return effectId.slice(2).split(":")[0] ?? null;
  if (effectId.startsWith("r:")) return state.effects.find((e) => e.id === effectId.slice(2))?.sourceId ?? null;
  return null;
}
