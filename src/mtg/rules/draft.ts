import type { GameState } from "../model/state.js";

/** 613 actions run on a working copy (kernel/act.ts); refusals name the rule. */
export { act, illegal } from "../../kernel/act.js";

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
  state.log.push({ event, detail, ...(rule ? { rule } : {}) });
}
