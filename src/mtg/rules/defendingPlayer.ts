import { own } from "../../kernel/records.js";
import type { Derived } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/**
 * 508.5, 310.8d: the defending player for an attacking creature — the player it attacks, the
 * controller of the planeswalker it attacks, or the protector of the battle it attacks; null if it
 * attacks nothing any more.
 */
export function defendingPlayerOf(state: GameState, d: Derived, attacker: ObjectId): PlayerId | null {
  const o = state.objects[attacker];
  const target = o?.attacking;
  if (!o || target === null || target === undefined) return null;
  const t = own(state.objects, target);
  if (!t) return state.players.some((p) => p.name === target) ? target : null;
  if (d.get(target)?.types.includes("Battle")) return t.protector;
  return d.get(target)?.controller ?? null;
}
