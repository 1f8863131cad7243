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

/**
 * One object, field by field, each nested record copied. Every copy is built by the same literal in
 * the same order, whatever the shape of its original (built by `createObject`, parsed from JSON,
 * given optional fields in any order), so that V8 gives all copies one hidden class and the code
 * reading them stays monomorphic; a spread followed by other properties was several times slower
 * (session 9). A required field missing here fails to compile; an optional one must be listed
 * below (test/engine/cloneObject.test.ts sets every field of `Required<GameObject>`).
 */
export function cloneObject(o: GameObject): GameObject {
  const copy: { -readonly [K in keyof GameObject]: GameObject[K] } = {
    id: o.id,
    card: o.card,
    // A token's base is frozen and shared where it was made so (deepCopy shares frozen values).
    token: deepCopy(o.token),
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    timestamp: o.timestamp,
    status: { ...o.status },
    counters: { ...o.counters },
    damage: o.damage,
    attachedTo: o.attachedTo,
    choices: deepCopy(o.choices),
    controlledSince: o.controlledSince,
    controlledBy: o.controlledBy,
    decisions: deepCopy(o.decisions),
    ability: deepCopy(o.ability),
    isCopyOfSpell: o.isCopyOfSpell,
    attacking: o.attacking,
    blocking: o.blocking,
    isCardCopy: o.isCardCopy,
    activatedThisTurn: { ...o.activatedThisTurn },
    protector: o.protector,
    linked: deepCopy(o.linked),
  };
  // Optional fields: copied only where present (an absent field stays absent, as in a structured clone).
  if ("onAdventure" in o) copy.onAdventure = o.onAdventure;
  if ("foretoldTurn" in o) copy.foretoldTurn = o.foretoldTurn;
  if ("regenerationShields" in o) copy.regenerationShields = o.regenerationShields;
  if ("meldedWith" in o) copy.meldedWith = o.meldedWith;
  if ("monstrous" in o) copy.monstrous = o.monstrous;
  if ("renowned" in o) copy.renowned = o.renowned;
  if ("classLevel" in o) copy.classLevel = o.classLevel;
  if ("devoured" in o) copy.devoured = o.devoured;
  if ("paired" in o) copy.paired = deepCopy(o.paired);
  if ("skipsNextUntap" in o) copy.skipsNextUntap = deepCopy(o.skipsNextUntap);
  if ("keptTapped" in o) copy.keptTapped = deepCopy(o.keptTapped);
  if ("unearthed" in o) copy.unearthed = o.unearthed;
  if ("tributePaid" in o) copy.tributePaid = o.tributePaid;
  if ("playable" in o) copy.playable = deepCopy(o.playable);
  if ("commander" in o) copy.commander = o.commander;
  if ("emblem" in o) copy.emblem = deepCopy(o.emblem);
  if ("lastKnownValues" in o) copy.lastKnownValues = deepCopy(o.lastKnownValues);
  return copy;
}
