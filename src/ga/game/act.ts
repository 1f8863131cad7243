import { act } from "../../kernel/act.js";
import type { Result } from "../../kernel/problem.js";
import type { GaState } from "../model/state.js";

/**
 * Runs a game action on a working copy of the state (kernel/act.ts): an illegal play is reverted
 * as if it had never been attempted (Playing Cards 3). `illegal` names the Grand Archive rule.
 */
export function actGa(state: GaState, action: (draft: GaState) => void): Result<GaState> {
  return act(state, action);
}

export { illegal } from "../../kernel/act.js";

export function changed(state: GaState): void {
  state.rev++;
}

/** Timestamps 1: a chronological marker, newest last. */
export function newTimestamp(state: GaState): number {
  state.rev++;
  return state.nextTimestamp++;
}

export function newId(state: GaState, prefix: string): string {
  return `${prefix}${state.nextId++}`;
}

export function log(state: GaState, event: string, detail: string, rule?: string): void {
  state.log.push({ event, detail, ...(rule ? { rule } : {}) });
}
