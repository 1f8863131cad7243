import type { Derived } from "../layers/derive.js";
import { manaValueOf } from "../layers/evaluate.js";
import type { GameObject, ObjectId } from "../model/object.js";

/**
 * 608.2h: a permanent's power, toughness, mana value and name just before it leaves the battlefield,
 * kept with its last known information for instructions that read them once it has gone.
 */
export function lastKnownValues(before: Derived, id: ObjectId): GameObject["lastKnownValues"] {
  const c = before.get(id);
  if (!c) return undefined;
  return {
    power: c.power,
    toughness: c.toughness,
    manaValue: manaValueOf(before.view, id, c),
    ...(c.name ? { name: c.name } : {}),
  };
}
