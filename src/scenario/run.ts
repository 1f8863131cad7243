import { type Problem, RulesViolation } from "../kernel/problem.js";
import { derive } from "../mtg/layers/derive.js";
import type { GameState } from "../mtg/model/state.js";
import type { Ctx } from "../mtg/rules/ctx.js";
import { act } from "../mtg/rules/draft.js";
import type { Scenario, Step } from "./ast.js";
import { type Aliases, buildSetup, emptyGame } from "./buildState.js";
import { AnswerQueue, type DecisionLogEntry, type UnansweredHandler } from "./chooser.js";
import { checkExpectations, type Failure } from "./expect.js";
import { unexecutedAbilities } from "./inlineCard.js";
import { type Deadline, timeUp } from "./deadline.js";
import { leftoverWarning } from "./leftover.js";
import { performStep } from "./steps/index.js";
import { runGaScenarioFile, toScenarioResult } from "./ga/run.js";

export type ScenarioStatus = "passed" | "failed" | "error";

export interface ScenarioResult {
  readonly file: string;
  readonly name: string;
  readonly status: ScenarioStatus;
  readonly failures: readonly Failure[];
  /** Why the scenario could not run (status "error"). */
  readonly problems: readonly Problem[];
  readonly warnings: readonly string[];
  readonly decisions: readonly DecisionLogEntry[];
  /** The state after the last step that ran, with the scenario's ids. */
  readonly final: { readonly state: GameState; readonly aliases: Aliases } | null;
}

/** Runs one scenario: setup, steps, expectations (spec 2-6). Never throws. */
export interface RunOptions {
  /** Run only the first N steps (explain --at, the workbench's history). */
  readonly stopBefore?: number;
  /** Told of the decision that stopped the scenario for want of an answer (the workbench shows it). */
  readonly onUnanswered?: UnansweredHandler;
  /** No step starts after this time: the scenario ends with a located `run.timeout` problem. */
  readonly deadline?: Deadline;
}

export function runScenario(scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  const file = scenario.file;
  const warnings: string[] = [];
  const decisions: DecisionLogEntry[] = [];
  const failures: Failure[] = [];
  // Grand Archive (rules: ga / ga-2025): its own loader and runner (src/scenario/ga/).
  if (scenario.rules !== "mtg") return toScenarioResult(runGaScenarioFile(file, options));
  let state: GameState;
  try {
    state = emptyGame(scenario);
  } catch (e) {
    if (e instanceof RulesViolation) return errorResult(scenario, [locate(e.problem, file, scenario.setup.line)], warnings, decisions, null);
    throw e;
  }
  for (const card of Object.values(state.customCards)) for (const w of unexecutedAbilities(card)) warnings.push(`inline card ability not executed: ${w}`);
  const aliases: Aliases = new Map();
  const setup = act(state, (draft) => {
    const q = new AnswerQueue([], () => draft, aliases, file, options.onUnanswered);
    buildSetup({ state: draft, chooser: q }, scenario, aliases, warnings);
  });
  if (!setup.ok) return errorResult(scenario, setup.problems.map((p) => locate(p, file, scenario.setup.line)), warnings, decisions, null);
  state = setup.value;
  warnUnimplemented(state, warnings);

  const steps = options.stopBefore === undefined ? scenario.steps : scenario.steps.slice(0, options.stopBefore);
  for (const step of steps) {
    const late = timeUp(options.deadline, file, step.line);
    if (late) return errorResult(scenario, [late], warnings, decisions, { state, aliases });
    const queue = new AnswerQueue(step.answers, () => current, aliases, file, options.onUnanswered);
    let current = state;
    const aliasesBefore = new Map(aliases);
    const result = act(state, (draft) => {
      current = draft;
      runStep({ state: draft, chooser: queue }, step, aliases, file, options.deadline);
    });
    decisions.push(...queue.log);
    if (step.illegal) {
      if (result.ok) {
        failures.push({ at: `steps[${step.path[1]}]`, expected: "refused", actual: "performed", message: `the engine performed a step marked illegal: true (${step.kind})`, line: step.line });
        state = result.value;
      } else if (result.problems.every((p) => p.code === "rules.illegalAction")) {
        // Refused as required; the state is left unchanged.
        restore(aliases, aliasesBefore);
      } else {
        return errorResult(scenario, result.problems.map((p) => locate(p, file, step.line)), warnings, decisions, { state, aliases });
      }
    } else if (!result.ok) {
      return errorResult(scenario, result.problems.map((p) => locate(p, file, step.line)), warnings, decisions, { state, aliases });
    } else {
      state = result.value;
    }
    // A step refused as required (illegal: true) never reached the decisions its answers were for.
    if (queue.leftover > 0 && !(step.illegal && !result.ok)) warnings.push(leftoverWarning(file, step.line, queue.leftover, step.kind));
    failures.push(...safeCheck(() => checkExpectations(state, aliases, step.check, file)));
  }
  if (options.stopBefore === undefined) failures.push(...safeCheck(() => checkExpectations(state, aliases, scenario.expect, file)));
  return {
    file,
    name: scenario.name,
    status: failures.length === 0 ? "passed" : "failed",
    failures,
    problems: [],
    warnings,
    decisions,
    final: { state, aliases },
  };
}

function restore(aliases: Aliases, before: Aliases): void {
  aliases.clear();
  for (const [k, v] of before) aliases.set(k, v);
}

function safeCheck(f: () => Failure[]): Failure[] {
  try {
    return f();
  } catch (e) {
    const message = e instanceof RulesViolation ? e.problem.message : e instanceof Error ? e.message : String(e);
    const line = e instanceof RulesViolation ? (e.problem.line ?? 0) : 0;
    return [{ at: "expect", expected: "a checkable expectation", actual: null, message, line }];
  }
}

function locate(p: Problem, file: string, line: number): Problem {
  return { ...p, file: p.file ?? file, line: p.line ?? line };
}

function errorResult(
  scenario: Scenario,
  problems: Problem[],
  warnings: string[],
  decisions: DecisionLogEntry[],
  final: ScenarioResult["final"],
): ScenarioResult {
  return { file: scenario.file, name: scenario.name, status: "error", failures: [], problems, warnings, decisions, final };
}

/** Cards in the game with abilities the engine keeps as text only (spec 5: a warning names them). */
function warnUnimplemented(state: GameState, warnings: string[]): void {
  const seen = new Set<string>();
  const d = derive(state);
  for (const id of Object.keys(state.objects)) {
    for (const a of d.get(id)?.abilities ?? []) {
      if (a.def.kind !== "text") continue;
      const key = `${d.get(id)?.name}: ${a.def.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      warnings.push(`ability not executed yet: ${key}`);
    }
  }
}

/** Carries out one step on the working copy (spec 4): the step registry's runner for its kind. */
function runStep(ctx: Ctx, step: Step, aliases: Aliases, file: string, deadline: Deadline | undefined): void {
  performStep(ctx, step, { aliases, file, deadline });
}
