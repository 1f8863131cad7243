import type { GameState } from "../model/state.js";

import { act as actOnCopy } from "../../kernel/act.js";
import type { Result } from "../../kernel/problem.js";
import { cloneState } from "../model/cloneState.js";

/** Actions run on a working copy (kernel/act.ts) made by `cloneState`; refusals name the rule. */
export function act(state: GameState, action: (draft: GameState) => void): Result<GameState> {
  return actOnCopy(state, action, cloneState);
}

export { illegal } from "../../kernel/act.js";

export function changed(state: GameState): void {
  state.rev++;
}

export function newTimestamp(state: GameState): number {
  state.rev++;
  return state.nextTimestamp++;
}

export function newId(state: GameState, prefix = "o"): string {
  return `${prefix}${state.nextId++}`;
}

export function log(state: GameState, event: string, detail: string, rule?: string): void {
  state.log.push(Object.freeze({ event, detail, ...(rule ? { rule } : {}) }));
}
