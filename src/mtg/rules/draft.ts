import { type Problem, type Result, RulesViolation } from "../../kernel/problem.js";
import type { GameState } from "../model/state.js";

/**
 * Runs a game action on a working copy of the state. On success the copy is the new state; on a
 * rules violation the original is returned untouched with the problem (architecture decision 9).
 */
export function act(state: GameState, action: (draft: GameState) => void): Result<GameState> {
  const draft = structuredClone(state);
  try {
    action(draft);
    return { ok: true, value: draft };
  } catch (e) {
    if (e instanceof RulesViolation) return { ok: false, problems: [e.problem] };
    const message = e instanceof Error ? e.message : String(e);
    const problem: Problem = { code: "engine.internal", message: `internal engine error: ${message}` };
    return { ok: false, problems: [problem] };
  }
}

/** Refuses an action: aborts the working copy. */
export function illegal(message: string, rule?: string): never {
  throw new RulesViolation({ code: "rules.illegalAction", message, ...(rule ? { rule } : {}) });
}

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
