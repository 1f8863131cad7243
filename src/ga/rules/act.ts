import { type Problem, type Result, RulesViolation } from "../../kernel/problem.js";
import type { GaState } from "../model/state.js";

/**
 * Runs a game action on a working copy of the state. On success the copy is the new state; on a
 * rules violation the original is returned untouched with the problem (Playing Cards 3: an
 * illegal play is reverted as if it had never been attempted).
 */
export function actGa(state: GaState, action: (draft: GaState) => void): Result<GaState> {
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

/** Refuses an action: aborts the working copy. `rule` names the Grand Archive rule. */
export function illegal(message: string, rule?: string): never {
  throw new RulesViolation({ code: "rules.illegalAction", message, ...(rule ? { rule } : {}) });
}

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
