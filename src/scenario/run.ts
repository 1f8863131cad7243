import { type Problem, RulesViolation } from "../kernel/problem.js";
import { derive } from "../mtg/layers/derive.js";
import type { GameState } from "../mtg/model/state.js";
import { activateAbility } from "../mtg/rules/activate.js";
import { castSpell } from "../mtg/rules/cast.js";
import { declareAttackers, declareBlockers } from "../mtg/rules/combat.js";
import type { Ctx } from "../mtg/rules/ctx.js";
import { act } from "../mtg/rules/draft.js";
import { performConvenience } from "./conveniences.js";
import { passPriority, playLand } from "../mtg/rules/priorityActions.js";
import { resolveTop } from "../mtg/rules/resolve.js";
import { turnFaceUp } from "../mtg/rules/faceDown.js";
import { suspendCard } from "../mtg/rules/suspend.js";
import { advance } from "../mtg/rules/turn.js";
import { assertGameOn } from "../mtg/rules/gameOver.js";
import type { Scenario, Step } from "./ast.js";
import { type Aliases, buildSetup, emptyGame } from "./buildState.js";
import { LIBRARY_CATALOG } from "./catalog.js";
import { AnswerQueue, type DecisionLogEntry, type UnansweredHandler } from "./chooser.js";
import { checkExpectations, type Failure } from "./expect.js";
import { unexecutedAbilities } from "./inlineCard.js";
import { resolveRef, resolveTarget } from "./refs.js";
import { type Deadline, timeUp } from "./deadline.js";
import { leftoverWarning } from "./leftover.js";
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

const MAX_RESOLVES = 1000;

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
    state = emptyGame(scenario, LIBRARY_CATALOG);
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

/** Carries out one step on the working copy (spec 4). */
function runStep(ctx: Ctx, step: Step, aliases: Aliases, file: string, deadline: Deadline | undefined): void {
  const { state } = ctx;
  assertGameOn(state);
  const ref = (r: Parameters<typeof resolveRef>[2]) => resolveRef(state, aliases, r, file);
  const target = (t: Parameters<typeof resolveTarget>[2]) => resolveTarget(state, aliases, t, file);
  switch (step.kind) {
    case "cast": {
      if (step.additionalCosts?.exile) {
        throw new RulesViolation({ code: "engine.unsupported", message: "exile additional costs are not implemented yet", file, line: step.line, rule: "601.2h" });
      }
      castSpell(ctx, {
        object: ref(step.object),
        ...(step.by ? { by: step.by } : {}),
        ...(step.targets ? { targets: step.targets.map(target) } : {}),
        ...(step.modes ? { modes: step.modes.map((m) => m - 1) } : {}),
        ...(step.x !== undefined ? { x: step.x } : {}),
        ...(step.kicked !== undefined ? { kicked: step.kicked } : {}),
        ...(step.additionalCosts?.sacrifice ? { sacrifice: step.additionalCosts.sacrifice.map(ref) } : {}),
        ...(step.additionalCosts?.discard ? { discard: step.additionalCosts.discard.map(ref) } : {}),
        ...(step.prototyped !== undefined ? { prototyped: step.prototyped } : {}),
        ...(step.face ? { face: step.face === "back" ? 1 : 0 } : {}),
        ...(step.faceDown !== undefined ? { faceDown: step.faceDown } : {}),
        ...(step.withoutPayingManaCost !== undefined ? { withoutPayingManaCost: step.withoutPayingManaCost } : {}),
      });
      return;
    }
    case "activate":
      if (step.modes) throw new RulesViolation({ code: "engine.unsupported", message: "modal activated abilities are not implemented yet", file, line: step.line, rule: "700.2" });
      activateAbility(ctx, {
        object: ref(step.object),
        ability: step.ability,
        ...(step.by ? { by: step.by } : {}),
        ...(step.targets ? { targets: step.targets.map(target) } : {}),
        ...(step.x !== undefined ? { x: step.x } : {}),
      });
      return;
    case "resolve": {
      const n = step.count === "all" ? MAX_RESOLVES : step.count;
      for (let i = 0; i < n && state.stack.length > 0; i++) {
        const late = timeUp(deadline, file, step.line);
        if (late) throw new RulesViolation(late);
        resolveTop(ctx);
      }
      if (step.count === "all" && state.stack.length > 0) {
        throw new RulesViolation({ code: "rules.loop", message: `the stack was still not empty after ${MAX_RESOLVES} resolutions`, rule: "104.4b" });
      }
      return;
    }
    case "advance":
      advance(ctx, step.to, step.turn === "next");
      return;
    case "attack":
      declareAttackers(ctx, new Map(step.attackers.map((a) => [ref(a.attacker), target(a.defender)])));
      return;
    case "block":
      declareBlockers(ctx, new Map(step.blockers.flatMap((b) => b.attackers.map((a) => [ref(b.blocker), ref(a)] as const))));
      return;
    case "playLand":
      playLand(ctx, ref(step.object), step.face === "back" ? 1 : 0);
      return;
    case "suspend":
      suspendCard(ctx, ref(step.object));
      return;
    case "pass":
      passPriority(ctx);
      return;
    case "turnFaceUp":
      turnFaceUp(ctx, ref(step.object), step.byEffect === true);
      return;
    default:
      performConvenience(ctx, step, aliases, file);
  }
}
