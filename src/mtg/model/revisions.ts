import type { ObjectId } from "./object.js";
import type { GameState } from "./state.js";

/**
 * What each revision of a game state changed, beside the state (not part of it: a state is plain
 * data). A revision either names the objects it changed (an empty list: none, only effect records,
 * which are compared directly) or is unknown. Derivation uses it to re-derive only what changed;
 * an unknown or unrecorded revision (a direct `rev++`) means deriving everything again.
 */
const journals = new WeakMap<GameState, Map<number, readonly ObjectId[] | null>>();

/** Records what the state's current revision changed. */
export function noteRevision(state: GameState, objects: readonly ObjectId[] | null): void {
  let journal = journals.get(state);
  if (!journal) {
    journal = new Map();
    journals.set(state, journal);
  }
  journal.set(state.rev, objects);
}

/**
 * The objects changed since revision `since`, or null when a revision since then is unknown. The
 * entries up to the current revision are dropped: the caller derives from here.
 */
export function changedSince(state: GameState, since: number): Set<ObjectId> | null {
  const journal = journals.get(state);
  const out = new Set<ObjectId>();
  // No revision since: nothing changed (a working copy has no journal until it changes).
  let known = since <= state.rev && (journal !== undefined || since === state.rev);
  for (let rev = since + 1; known && rev <= state.rev; rev++) {
    const objects = journal?.get(rev);
    if (objects === undefined || objects === null) known = false;
    else for (const id of objects) out.add(id);
  }
  journal?.clear();
  return known ? out : null;
}
