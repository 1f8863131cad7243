import type { Problem } from "../kernel/problem.js";
import type { Deadline } from "../scenario/deadline.js";
import type { ScenarioResult } from "../scenario/rulesets/run.js";
import { runScenarioFile } from "../scenario/rulesets/runFile.js";

/** Runs a file, unless the run's time is already up: then it is an error, not run. */
export function runInTime(file: string, deadline: Deadline): ScenarioResult {
  if (Date.now() <= deadline.at) return runScenarioFile(file, { deadline });
  return errorResult(file, {
    code: "run.timeout",
    message: `not run: the run's time limit of ${deadline.seconds} s was reached (--timeout)`,
    file,
  });
}

export function errorResult(file: string, problem: Problem): ScenarioResult {
  return {
    file,
    name: "",
    status: "error",
    failures: [],
    problems: [problem],
    warnings: [],
    decisions: [],
    final: null,
  };
}
