import { deepCopy, deepFreeze } from "../../kernel/deepCopy.js";
import { thawedCopy } from "./writableObject.js";
import { shareRecord } from "./objectRecords.js";
import type { GameObject, ObjectId } from "./object.js";
import type { GameState, LogEntry } from "./state.js";

/**
 * A working copy of a game state (architecture decision 9): equal to `structuredClone(state)`,
 * sharing nothing that can change in place. Objects, the bulk of a state, are shared frozen and
 * copied when a rule first changes one (`writable`, model/writableObject.ts); card data, copy
 * snapshots and token faces are frozen and shared. The records of objects themselves are shared
 * frozen too, and copied by the first state to store or remove an object (`putObject`). The copy is the same state at
 * the same revision (`rev`), so `derive` answers it from the original's derivation until it changes:
 * change states through `applyAction`, or increase `rev` after editing a field by hand.
 */
export function cloneState(state: GameState): GameState {
  const { objects, lastKnown, log, effects, ...rest } = state;
  // `rest` is a new object: its values are replaced by copies in place, which keeps its shape.
  const fields: Record<string, unknown> = rest;
  for (const key in fields) {
    const v = fields[key];
    if (typeof v === "object" && v !== null) fields[key] = deepCopy(v);
  }
  const copy: GameState = {
    ...rest,
    // Effect records are never changed: frozen, they are shared from then on (and keep their identity).
    effects: effects.map((r) => (Object.isFrozen(r) ? r : deepFreeze(deepCopy(r)))),
    objects: shareRecord(objects),
    lastKnown: shareRecord(lastKnown),
    log: shareLog(log),
  };
  // The copy is the state at the same revision: its derivation is the state's until it changes.
  for (const share of copyListeners) share(state, copy);
  return copy;
}

/**
 * A copy for reading in the middle of an action: it shares no object with the state (each is
 * copied), so the state's own objects stay writable in place. Its derivation starts from scratch.
 */
export function detachedCopy(state: GameState): GameState {
  const { objects, lastKnown, ...rest } = state;
  return { ...deepCopy(rest), objects: copyEach(objects), lastKnown: copyEach(lastKnown) };
}

function copyEach(objects: Record<ObjectId, GameObject>): Record<ObjectId, GameObject> {
  const out: Record<ObjectId, GameObject> = {};
  for (const id in objects) {
    const o = objects[id];
    if (o) out[id] = thawedCopy(o);
  }
  return out;
}

const copyListeners: ((original: GameState, copy: GameState) => void)[] = [];

/**
 * Hears every copy `cloneState` makes (layers/derive.ts shares the original's derivation with
 * it). Whoever changes a copy reports the change (a new revision), as for any state.
 */
export function onStateCopied(listener: (original: GameState, copy: GameState) => void): void {
  if (!copyListeners.includes(listener)) copyListeners.push(listener);
}

/** How many entries at the start of each log are frozen (`shareLog`). */
const frozenEntries = new WeakMap<readonly LogEntry[], number>();

/** A copy of the log sharing its entries: they are never changed, only added, so each is frozen once and shared from then on. */
function shareLog(log: LogEntry[]): LogEntry[] {
  for (let i = frozenEntries.get(log) ?? 0; i < log.length; i++) Object.freeze(log[i]);
  const copy = log.slice();
  frozenEntries.set(log, log.length);
  frozenEntries.set(copy, copy.length);
  return copy;
}
