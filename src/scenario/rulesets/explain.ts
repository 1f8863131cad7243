import type { Problem } from "../../kernel/problem.js";
import { playScenario, type ScenarioStatus } from "../core.js";
import type { Deadline } from "../deadline.js";
import type { ExplainRequest, Explanation } from "../ruleset.js";
import { withRuleset } from "./run.js";
import type { Scenario } from "./scenario.js";

/** A run for `explain`: its problems, and the explanation of its last state (null if no step ran to a state). */
export interface ExplainedRun {
  readonly status: ScenarioStatus;
  readonly problems: readonly Problem[];
  readonly explanation: Explanation | null;
}

/**
 * Runs the scenario (only its first `at` steps, when given) and asks its ruleset to explain the
 * state reached (docs/scenario-format.md §7). Never throws: an engine fault is an `engine.internal` problem.
 */
export function explainScenario(
  scenario: Scenario,
  options: { readonly at?: number; readonly deadline?: Deadline },
  request: ExplainRequest,
): ExplainedRun {
  try {
    return withRuleset(scenario, (ruleset, s) => {
      const r = playScenario(ruleset, s, {
        ...(options.at !== undefined ? { stopBefore: options.at } : {}),
        ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
      });
      return {
        status: r.status,
        problems: r.problems,
        explanation: r.final ? ruleset.explain(r.final.state, r.final.aliases, request) : null,
      };
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return {
      status: "error",
      problems: [{ code: "engine.internal", message: `internal engine error: ${message}`, file: scenario.file }],
      explanation: null,
    };
  }
}
