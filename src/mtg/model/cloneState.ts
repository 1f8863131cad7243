import { deepCopy, deepFreeze } from "../../kernel/deepCopy.js";
import type { GameObject, ObjectId } from "./object.js";
import type { GameState } from "./state.js";

/**
 * A working copy of a game state (architecture decision 9): equal to `structuredClone(state)`,
 * sharing nothing that can change. Objects, the bulk of a state, are copied by their known shape;
 * card data, copy snapshots and token faces are frozen and shared. The copy is the same state at
 * the same revision (`rev`), so `derive` answers it from the original's derivation until it changes:
 * change states through `applyAction`, or increase `rev` after editing a field by hand.
 */
export function cloneState(state: GameState): GameState {
  const { objects, lastKnown, log, effects, ...rest } = state;
  const copy: GameState = {
    ...deepCopy(rest),
    // Effect records are never changed: frozen, they are shared from then on (and keep their identity).
    effects: effects.map((r) => (Object.isFrozen(r) ? r : deepFreeze(deepCopy(r)))),
    objects: cloneObjects(objects),
    lastKnown: cloneObjects(lastKnown),
    // Entries are never changed, only added: frozen, they are shared from then on.
    log: log.map((entry) => (Object.isFrozen(entry) ? entry : Object.freeze({ ...entry }))),
  };
  // The copy is the state at the same revision: its derivation is the state's until it changes.
  for (const share of copyListeners) share(state, copy);
  return copy;
}

const copyListeners: ((original: GameState, copy: GameState) => void)[] = [];

/**
 * Hears every copy `cloneState` makes (layers/derive.ts shares the original's derivation with
 * it). Whoever changes a copy reports the change (a new revision), as for any state.
 */
export function onStateCopied(listener: (original: GameState, copy: GameState) => void): void {
  if (!copyListeners.includes(listener)) copyListeners.push(listener);
}

function cloneObjects(objects: Record<ObjectId, GameObject>): Record<ObjectId, GameObject> {
  const out: Record<ObjectId, GameObject> = {};
  for (const id in objects) {
    const o = objects[id];
    if (o) out[id] = cloneObject(o);
  }
  return out;
}

/** One object: its own fields by spreading, each nested record copied (a new field must be listed here; a test checks). */
export function cloneObject(o: GameObject): GameObject {
  const copy: GameObject = {
    ...o,
    token: deepCopy(o.token),
    status: { ...o.status },
    counters: { ...o.counters },
    choices: deepCopy(o.choices),
    decisions: deepCopy(o.decisions),
    ability: deepCopy(o.ability),
    linked: deepCopy(o.linked),
    activatedThisTurn: { ...o.activatedThisTurn },
  };
  // An optional record: copied only where present (an absent field stays absent, as in a structured clone).
  if (o.skipsNextUntap) copy.skipsNextUntap = { ...o.skipsNextUntap };
  if (o.lastKnownValues) copy.lastKnownValues = { ...o.lastKnownValues };
  return copy;
}
