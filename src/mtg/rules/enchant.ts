import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import { hasProtectionFrom } from "../game/targets.js";

/**
 * 303.4c-d, 702.5c, 702.16c: whether the Aura `aura` can legally enchant the object `host` on the
 * battlefield: every enchant ability of the Aura allows it, it isn't the Aura itself, the Aura isn't
 * a creature, and the host has no protection from the Aura's colors.
 */
export function canEnchant(d: Derived, aura: ObjectId, host: ObjectId): boolean {
  const c = d.get(aura);
  if (!c || host === aura || c.types.includes("Creature")) return false;
  if (d.state.objects[host]?.zone !== "battlefield" || !d.get(host)) return false;
  for (const a of c.abilities) {
    if (a.def.kind !== "keyword" || a.def.keyword !== "enchant" || !a.def.filter) continue;
    if (!matchesFilter(d.view, host, a.def.filter, { sourceId: aura, controller: c.controller, abilityKey: a.key }))
      return false;
  }
  return !hasProtectionFrom(d, host, c.colors);
}
