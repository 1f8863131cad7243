import type { Problem } from "../../kernel/problem.js";
import { NOT_EXECUTED } from "../ruleset.js";
import type { ScenarioResult } from "./run.js";

/**
 * Issue 20, "nothing silent": under `--strict` (and the workbench's run of an imported file) an
 * ability the engine keeps as text only, in the game of a scenario, is an error, not a warning.
 */
export function notExecutedProblems(r: ScenarioResult): Problem[] {
  return r.warnings
    .filter((w) => w.startsWith(NOT_EXECUTED))
    .map((w) => ({
      code: "card.notExecuted",
      message: `${w.slice(NOT_EXECUTED.length)} — this ability is not executed by the engine yet (an error under --strict)`,
      file: r.file,
    }));
}

/** The result under strict reading: an error naming every ability not executed, if there is one. */
export function strictResult(r: ScenarioResult): ScenarioResult {
  const problems = notExecutedProblems(r);
  if (problems.length === 0 || r.status === "error") return r;
  return { ...r, status: "error", failures: [], problems: [...r.problems, ...problems] };
}
