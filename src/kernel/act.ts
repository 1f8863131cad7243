import { type Problem, type Result, RulesViolation } from "./problem.js";

/**
 * Runs a game action on a working copy of the state (architecture decision 9): on success the
 * copy is the new state; on a rules violation the original is returned untouched with the
 * problem; any other failure becomes an `engine.internal` problem, never an exception.
 */
export function act<S>(state: S, action: (draft: S) => void, copy: (state: S) => S = structuredClone): Result<S> {
  const draft = copy(state);
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

/** Refuses an action: aborts the working copy, naming the rule that forbids it. */
export function illegal(message: string, rule?: string): never {
  throw new RulesViolation({ code: "rules.illegalAction", message, ...(rule ? { rule } : {}) });
}
