/**
 * The scenario core, the same for every game: setup, then each step on a working copy (a step
 * marked `illegal: true` must be refused and leaves the state as it was), then the checks; the
 * time limit, warnings, answers left over and the location of every problem. What a step does and
 * what an expectation checks is the ruleset's (ruleset.ts).
 */
import { type Problem, RulesViolation } from "../kernel/problem.js";
import { type Deadline, timeUp } from "./deadline.js";
import { leftoverWarning } from "./leftover.js";
import type { Failure, GameTypes, RunContext, Ruleset } from "./ruleset.js";

/** How a scenario ended: every check held, some check failed, or it could not run (problems). */
export type ScenarioStatus = "passed" | "failed" | "error";

/** The outcome of one scenario, with the state after the last step that ran (for `explain`). */
export interface GameResult<G extends GameTypes> {
  readonly file: string;
  readonly name: string;
  readonly status: ScenarioStatus;
  readonly failures: readonly Failure[];
  /** Why the scenario could not run (status "error"). */
  readonly problems: readonly Problem[];
  readonly warnings: readonly string[];
  readonly decisions: readonly G["decision"][];
  /** The state after the last step that ran, with the scenario's ids. */
  readonly final: { readonly state: G["state"]; readonly aliases: G["aliases"] } | null;
}

/** How a scenario is played: where to stop, who is told of an unanswered decision and of progress, the deadline, the cards. */
export interface PlayOptions<G extends GameTypes> {
  /** Run only the first N steps (explain --at, the workbench's history). */
  readonly stopBefore?: number;
  /** Told of the decision that stopped the scenario for want of an answer (the workbench shows it). */
  readonly onUnanswered?: G["onUnanswered"];
  /** No step starts after this time: the scenario ends with a located `run.timeout` problem. */
  readonly deadline?: Deadline;
  /** Where the game finds the cards it names (a Magic game's default: `defaultGameCatalog()`). */
  readonly catalog?: G["catalog"];
  /** Told of the state after the setup (`done` 0) and after each step (`done` N: the first N steps ran), e.g. to split the game's log by step. */
  readonly onProgress?: (done: number, state: G["state"]) => void;
}

/** Runs one scenario with its ruleset: setup, steps, expectations (docs/scenario-format.md §2-6). Throws only on an engine fault. */
export function playScenario<G extends GameTypes>(
  ruleset: Ruleset<G>,
  scenario: G["scenario"],
  options: PlayOptions<G> = {},
): GameResult<G> {
  const file = scenario.file;
  const warnings: string[] = [];
  const decisions: G["decision"][] = [];
  const failures: Failure[] = [];
  const aliases: G["aliases"] = new Map();
  const run: RunContext<G> = {
    file,
    aliases,
    warn: (m) => {
      if (!warnings.includes(m)) warnings.push(m);
    },
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
    ...(options.onUnanswered !== undefined ? { onUnanswered: options.onUnanswered } : {}),
    ...(options.catalog !== undefined ? { catalog: options.catalog } : {}),
  };
  const result = (status: ScenarioStatus, problems: readonly Problem[], state: G["state"] | null): GameResult<G> => ({
    file,
    name: scenario.name,
    status,
    failures: status === "error" ? [] : failures,
    problems,
    warnings,
    decisions,
    final: state === null ? null : { state, aliases },
  });

  const setup = ruleset.buildSetup(scenario, run);
  if (!setup.ok)
    return result(
      "error",
      setup.problems.map((p) => locate(p, file, ruleset.setupLine(scenario))),
      null,
    );
  let state = setup.value;
  for (const w of ruleset.setupWarnings(state, ruleset.derive(state))) run.warn(w);
  options.onProgress?.(0, state);

  const all = ruleset.steps(scenario);
  const steps = options.stopBefore === undefined ? all : all.slice(0, options.stopBefore);
  for (const step of steps) {
    const late = timeUp(options.deadline, file, step.line);
    if (late) return result("error", [late], state);
    const aliasesBefore = new Map(aliases);
    const done = ruleset.runStep(state, step, run);
    decisions.push(...done.decisions);
    if (step.illegal) {
      if (done.result.ok) {
        failures.push({
          at: `steps[${ruleset.stepIndex(step)}]`,
          expected: "refused",
          actual: "performed",
          message: `the engine performed a step marked illegal: true (${step.kind})`,
          line: step.line,
        });
        state = done.result.value;
      } else if (done.result.problems.every((p) => p.code === "rules.illegalAction")) {
        // Refused as required; the state is left unchanged.
        restore(aliases, aliasesBefore);
      } else {
        return result(
          "error",
          done.result.problems.map((p) => locate(p, file, step.line)),
          state,
        );
      }
    } else if (!done.result.ok) {
      return result(
        "error",
        done.result.problems.map((p) => locate(p, file, step.line)),
        state,
      );
    } else {
      state = done.result.value;
    }
    // A step refused as required (illegal: true) never reached the decisions its answers were for.
    if (done.leftover > 0 && !(step.illegal && !done.result.ok))
      run.warn(leftoverWarning(file, step.line, done.leftover, step.kind));
    const now = state;
    for (const w of ruleset.stepWarnings?.(now, ruleset.derive(now)) ?? []) run.warn(w);
    options.onProgress?.(ruleset.stepIndex(step) + 1, now);
    failures.push(...safeCheck(() => ruleset.check(now, aliases, ruleset.stepChecks(step), file)));
  }
  const last = state;
  if (options.stopBefore === undefined)
    failures.push(...safeCheck(() => ruleset.check(last, aliases, ruleset.expectations(scenario), file)));
  return result(failures.length === 0 ? "passed" : "failed", [], state);
}

function restore<V>(aliases: Map<string, V>, before: ReadonlyMap<string, V>): void {
  aliases.clear();
  for (const [k, v] of before) aliases.set(k, v);
}

/** An expectation that cannot be checked is a failure of that expectation, not a crash. */
function safeCheck(f: () => Failure[]): Failure[] {
  try {
    return f();
  } catch (e) {
    const message = e instanceof RulesViolation ? e.problem.message : e instanceof Error ? e.message : String(e);
    const line = e instanceof RulesViolation ? (e.problem.line ?? 0) : 0;
    return [{ at: "expect", expected: "a checkable expectation", actual: null, message, line }];
  }
}

/** A problem without a place of its own is reported at the step (or setup) it came from. */
function locate(p: Problem, file: string, line: number): Problem {
  return { ...p, file: p.file ?? file, line: p.line ?? line };
}
