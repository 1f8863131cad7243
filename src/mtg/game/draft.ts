import type { ObjectId } from "../model/object.js";
import { noteRevision } from "../model/revisions.js";
import type { GameState } from "../model/state.js";

import { act as actOnCopy } from "../../kernel/act.js";
import type { Result } from "../../kernel/problem.js";
import { cloneState } from "../model/cloneState.js";

/**
 * Actions run on a working copy (kernel/act.ts) made by `cloneState`; refusals name the rule. The
 * copy's derivation starts from the original's (layers/derive.ts `carryDerivation`), so that only
 * what the action changes is derived again (layers/speedups/rederive.ts).
 */
export function act(state: GameState, action: (draft: GameState) => void): Result<GameState> {
  return actOnCopy(state, action, cloneState);
}

export { illegal } from "../../kernel/act.js";

/**
 * A change that derived characteristics may see: a new revision (`derive` memoizes per revision).
 * Naming the objects changed lets derivation re-derive only those; with none named, everything is.
 */
export function changed(state: GameState, ...objects: ObjectId[]): void {
  state.rev++;
  noteRevision(state, objects.length > 0 ? objects : null);
}

/** 613.7: a new timestamp (a new revision), for the objects named (none: unknown). */
export function newTimestamp(state: GameState, ...objects: ObjectId[]): number {
  changed(state, ...objects);
  return state.nextTimestamp++;
}

/**
 * A revision that changes no object: the turn, a player's mana pool, the effect records (compared
 * directly). Only what no derivation with a basis reads (rederive.ts): objects, their own data.
 */
export function changedNoObject(state: GameState): void {
  state.rev++;
  noteRevision(state, []);
}

/** 613.7b: a new timestamp for a new effect record; no object changes (records are compared directly). */
export function newEffectTimestamp(state: GameState): number {
  changedNoObject(state);
  return state.nextTimestamp++;
}

export function newId(state: GameState, prefix = "o"): string {
  return `${prefix}${state.nextId++}`;
}

/** Adds an entry to the game's history; `objects` are the ids of the objects its detail names, in order. */
export function log(
  state: GameState,
  event: string,
  detail: string,
  rule?: string,
  objects?: readonly ObjectId[],
): void {
  state.log.push(
    Object.freeze({
      event,
      detail,
      ...(rule ? { rule } : {}),
      ...(objects && objects.length > 0 ? { objects: Object.freeze([...objects]) } : {}),
    }),
  );
}
