import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { own } from "../../kernel/records.js";
import { abilityGroup, type Perspective } from "./evaluate.js";

/** Where a source remembers the objects its abilities of one group created (607.2c, rules/createdWith.ts). */
export function createdKey(abilityKey: string): string {
  return `created:${abilityGroup(abilityKey)}`;
}

/**
 * 607.2c: "the token" of an ability linked to the one that created it (Dance of Many's "When the
 * token leaves the battlefield") — one of the objects the source's abilities of the same group
 * created, by the id it had then (a source that left is looked at as it last existed, 603.10a).
 */
export function isCreatedWithSource(state: GameState, id: ObjectId, p: Perspective): boolean {
  if (p.sourceId === null || p.abilityKey === null) return false;
  const source = own(state.objects, p.sourceId) ?? own(state.lastKnown, p.sourceId);
  return (source?.linked[createdKey(p.abilityKey)] ?? []).includes(id);
}
