import type { GameState } from "../model/state.js";
import type { ObjectId } from "../model/object.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";
import { spellsWithPaidKeyword } from "./paidKeywordSpells.js";
import type { Tracer } from "./trace.js";

/**
 * 702.96a, 702.96c, 612: a spell whose overload cost was paid (or a copy of one, 707.10) has its
 * text changed — "target" becomes "each": its spell paragraphs are the overloaded ones its
 * overload keyword carries, with no targets (702.96b).
 */
export function overloadedSpells(chars: Map<ObjectId, Characteristics>, state: GameState, tracer: Tracer | null): void {
  for (const { id, c, def } of spellsWithPaidKeyword(chars, state, "overload")) {
    const overloaded = def.overloaded;
    if (!overloaded) continue;
    let i = 0;
    const abilities = c.abilities.map((a): AbilityInstance => {
      const spellDef = a.def.kind === "spell" ? overloaded[i++] : undefined;
      return spellDef ? { ...a, def: spellDef } : a;
    });
    const next = { ...c, abilities };
    chars.set(id, next);
    tracer?.rule(id, "3", "702.96a", "overloaded: “target” becomes “each”", c, next);
  }
}
