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

/** A record's count of writes: what readers remember of it (`RecordsSeen`), apart from the record itself. */
interface RecordWrites {
  count: number;
}

/** Each record's writes: how many times an object was stored in it, or changed in place there (`objectChangedInPlace`). */
const writesOf = new WeakMap<Records, RecordWrites>();

function writesIn(records: Records): RecordWrites {
  let w = writesOf.get(records);
  if (w === undefined) {
    w = { count: 0 };
    writesOf.set(records, w);
  }
  return w;
}

/**
 * Each record copied by `ownRecord`: the writes of the record it was copied from (not that record:
 * holding it would keep every earlier record of a game alive, each holding the one before).
 */
const copiedFrom = new WeakMap<Records, RecordWrites>();

/** What a reader remembers of the records it looked at whole (`sawRecord`). */
export type RecordsSeen = WeakMap<object, number>;

/** Each record copied by `ownRecord`: the ids stored in it since (the only objects in it that may not be frozen). */
const storedSinceCopy = new WeakMap<Records, Set<ObjectId>>();

function wrote(records: Records): void {
  writesIn(records).count++;
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
  copiedFrom.set(copy, writesIn(records));
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
export function objectsStoredSince(records: Records, seen: RecordsSeen): readonly ObjectId[] | null {
  const mine = writesIn(records);
  if (seen.get(mine) === mine.count) return [];
  const source = copiedFrom.get(records);
  if (source === undefined || seen.get(source) !== source.count) return null;
  const stored = storedSinceCopy.get(records);
  return stored ? [...stored] : null;
}

/** The reader has looked at every object of the record as it is now (`objectsStoredSince`). */
export function sawRecord(records: Records, seen: RecordsSeen): void {
  const mine = writesIn(records);
  seen.set(mine, mine.count);
}

/**
 * Makes an object shareable between states: it and everything in it are frozen, so that a write
 * to a shared object fails loudly instead of changing another state.
 */
export function freezeObject(o: GameObject): GameObject {
  return deepFreeze(o);
}
