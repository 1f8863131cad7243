import type { ObjectId, PlayerId } from "./object.js";
import type { GameState } from "./state.js";

/**
 * 303.4b, 303.4m: the player the object is attached to — "enchanted player" — or null when it is
 * attached to an object or to nothing (an object's `attachedTo` holds a player's name when an Aura
 * with enchant player enchants that player; ids and player names never collide).
 */
export function attachedPlayer(state: GameState, id: ObjectId | null): PlayerId | null {
  const to = id === null ? null : (state.objects[id]?.attachedTo ?? null);
  return to !== null && state.players.some((p) => p.name === to) ? to : null;
}

/** Whether `name` is a player of the game (a player's name, not an object id). */
export function isPlayer(state: GameState, name: string): boolean {
  return state.players.some((p) => p.name === name);
}
