import type { GameState } from "../model/state.js";
import type { ObjectId } from "../model/object.js";
import type { Characteristics } from "./characteristics.js";
import { spellsWithPaidKeyword } from "./paidKeywordSpells.js";
import type { Tracer } from "./trace.js";

/**
 * 702.113a: a spell whose awaken cost was paid (or a copy of one, 707.10): "its effect includes"
 * the awaken paragraph its keyword carries, read after the spell's other paragraphs with its own
 * target (702.113b: it doesn't change the spell's other targets).
 */
export function awakenedSpells(chars: Map<ObjectId, Characteristics>, state: GameState, tracer: Tracer | null): void {
  for (const { id, c, instance, def } of spellsWithPaidKeyword(chars, state, "awaken")) {
    if (!def.awakened) continue;
    const next = {
      ...c,
      abilities: [...c.abilities, { key: `${instance.key}:awaken`, def: def.awakened, origin: instance.origin }],
    };
    chars.set(id, next);
    tracer?.rule(id, "3", "702.113a", "awakened: its effect includes the awaken paragraph", c, next);
  }
}
