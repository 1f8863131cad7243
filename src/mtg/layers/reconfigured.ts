import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { subtypeFitsTypes } from "../model/subtypes.js";
import type { Characteristics } from "./characteristics.js";
import type { Tracer } from "./trace.js";

/** What the rule step says it does (explanations; French in explain/i18n.ts). */
export const RECONFIGURED_TEXT = "an attached Equipment with reconfigure isn't a creature";

/** Whether the object has reconfigure (702.151a). */
export function hasReconfigure(c: Characteristics): boolean {
  return c.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "reconfigure");
}

/**
 * 702.151b: an Equipment with reconfigure attached to a creature stops being a creature until it
 * becomes unattached (205.1a: its creature types go with the card type). Applied before layer 4,
 * so that it holds even once a later effect removes its abilities (the Kamigawa: Neon Dynasty
 * ruling), and an effect that makes it a creature again still does (it then becomes unattached,
 * 704.5n).
 */
export function reconfiguredEquipment(
  chars: Map<ObjectId, Characteristics>,
  state: GameState,
  tracer: Tracer | null,
): void {
  for (const [id, c] of chars) {
    const obj = state.objects[id];
    if (obj?.zone !== "battlefield" || obj.attachedTo === null || !c.types.includes("Creature")) continue;
    if (!c.subtypes.includes("Equipment") || !hasReconfigure(c)) continue;
    const types = c.types.filter((t) => t !== "Creature");
    const next: Characteristics = { ...c, types, subtypes: c.subtypes.filter((s) => subtypeFitsTypes(s, types)) };
    chars.set(id, next);
    tracer?.rule(id, "4", "702.151b", RECONFIGURED_TEXT, c, next);
  }
}
