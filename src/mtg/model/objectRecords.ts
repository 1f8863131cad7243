import { own } from "../../kernel/records.js";
import type { GameObject, ObjectId } from "./object.js";
import type { GameState } from "./state.js";
import { deepFreeze } from "../../kernel/deepCopy.js";

/**
 * Copy-on-write of the records of objects (architecture decision 9): `cloneState` shares a
 * state's record of objects (and of last known objects) frozen with its copy, and the first of the
 * two states to store or remove an object copies the record first. A record keeps, while a state
 * owns it, which objects were stored in it since it was copied, so that sharing it again freezes
 * only those, and readers can tell what changed since they last looked (`objectsStoredSince`).
 */
type Records = Record<ObjectId, GameObject>;

/** Records shared between states (frozen): never written again. */
const sharedRecords = new WeakSet<Records>();

/**
 * Each record copied by `ownRecord`: the record it was copied from, held weakly (a strong link
 * would keep every earlier record of a game alive, each holding the one before).
 */
const copiedFrom = new WeakMap<Records, WeakRef<Records>>();

/** Each record copied by `ownRecord`: the ids stored in it since (the only objects in it that may not be frozen). */
const storedSinceCopy = new WeakMap<Records, Set<ObjectId>>();

/** How many times an object was stored in each record, or changed in place there (`objectChangedInPlace`). */
const writes = new WeakMap<Records, number>();

function wrote(records: Records): void {
  writes.set(records, (writes.get(records) ?? 0) + 1);
}

/** The state's own record of objects (or of last known objects): a record shared with a copy is copied into this state first. */
function ownRecord(state: GameState, which: "objects" | "lastKnown"): Records {
  const records = state[which];
  if (!sharedRecords.has(records) && !Object.isFrozen(records)) return records;
  const copy: Records = {};
  for (const id in records) {
    const o = records[id];
    if (o) copy[id] = o;
  }
  copiedFrom.set(copy, new WeakRef(records));
  storedSinceCopy.set(copy, new Set());
  state[which] = copy;
  return copy;
}

/** Stores an object under `id` in the state's record of objects (or of last known objects). */
export function putObject(state: GameState, which: "objects" | "lastKnown", id: ObjectId, object: GameObject): void {
  const records = ownRecord(state, which);
  records[id] = object;
  storedSinceCopy.get(records)?.add(id);
  wrote(records);
}

/** Removes the object stored under `id` from the state's record of objects (or of last known objects). */
export function removeObject(state: GameState, which: "objects" | "lastKnown", id: ObjectId): void {
  delete ownRecord(state, which)[id];
}

/** An object of the record, stored in it earlier, is changed in place (`writable`). */
export function objectChangedInPlace(records: Records): void {
  wrote(records);
}

/**
 * Makes a record of objects shareable between states: its objects, then the record itself, are
 * frozen, so that both states read it until one of them stores or removes an object
 * (`putObject`, `removeObject`, `writable`). Only the objects stored since the record was copied
 * can be unfrozen; a record made otherwise is looked at whole.
 */
export function shareRecord(records: Records): Records {
  if (sharedRecords.has(records)) return records;
  const stored = storedSinceCopy.get(records);
  if (stored)
    for (const id of stored) {
      const o = own(records, id);
      if (o && !Object.isFrozen(o)) freezeObject(o);
    }
  else
    for (const id in records) {
      const o = records[id];
      if (o && !Object.isFrozen(o)) freezeObject(o);
    }
  sharedRecords.add(records);
  return Object.freeze(records);
}

/**
 * What a reader that looks at every object of a record (a state-based action) must look at again:
 * `[]` when the record is as the reader last saw it (`sawRecord`), the ids stored in it since when
 * the reader saw the record it was copied from, or null (look at every object). Removed objects
 * are not listed. `seen` is the reader's own memory.
 */
export function objectsStoredSince(records: Records, seen: WeakMap<Records, number>): readonly ObjectId[] | null {
  if (seen.get(records) === (writes.get(records) ?? 0)) return [];
  const source = copiedFrom.get(records)?.deref();
  if (source === undefined || seen.get(source) !== (writes.get(source) ?? 0)) return null;
  const stored = storedSinceCopy.get(records);
  return stored ? [...stored] : null;
}

/** The reader has looked at every object of the record as it is now (`objectsStoredSince`). */
export function sawRecord(records: Records, seen: WeakMap<Records, number>): void {
  seen.set(records, writes.get(records) ?? 0);
}

/**
 * Makes an object shareable between states: it and everything in it are frozen, so that a write
 * to a shared object fails loudly instead of changing another state.
 */
export function freezeObject(o: GameObject): GameObject {
  return deepFreeze(o);
}
