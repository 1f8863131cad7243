import { own } from "../../kernel/records.js";
import type { Resolution } from "../game/resolution.js";
import { createdKey } from "../layers/createdWith.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { writable } from "../model/writableObject.js";

/**
 * 607.2c: an ability that puts objects onto the battlefield and one that refers to objects "created
 * with [this object]" are linked: the second refers only to objects created by the first. The
 * tokens a resolving ability created are remembered on its source (the object it is, 400.7: a
 * source that left is remembered as it last existed, Arcane Artisan's ruling), by ability group.
 */
export function linkCreatedObjects(state: GameState, r: Resolution): void {
  if (r.created.length === 0 || r.sourceId === null || r.abilityKey === null) return;
  const source = sourceOf(state, r.sourceId);
  if (!source) return;
  const key = createdKey(r.abilityKey);
  const linked = writable(state, source).linked;
  linked[key] = [...(linked[key] ?? []), ...r.created];
}

/** The tokens created with the resolving ability's source that are still on the battlefield (607.2c). */
export function createdWithSource(state: GameState, r: Resolution): ObjectId[] {
  const source = r.sourceId === null ? undefined : sourceOf(state, r.sourceId);
  if (!source || r.abilityKey === null) return [];
  return (source.linked[createdKey(r.abilityKey)] ?? []).filter((id) => state.objects[id]?.zone === "battlefield");
}

function sourceOf(state: GameState, id: ObjectId): GameObject | undefined {
  return own(state.objects, id) ?? own(state.lastKnown, id);
}
