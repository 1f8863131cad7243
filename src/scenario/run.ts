import { fail, ok, type Result, RulesViolation } from "../kernel/problem.js";
import { activateAbility } from "../mtg/rules/activate.js";
import { castSpell } from "../mtg/rules/cast.js";
import { declareAttackers, declareBlockers } from "../mtg/rules/combat.js";
import type { Ctx } from "../mtg/rules/ctx.js";
import { performConvenience } from "./conveniences.js";
import { passPriority, playLand } from "../mtg/rules/priorityActions.js";
import { resolveTop } from "../mtg/rules/resolve.js";
import { turnFaceUp } from "../mtg/rules/faceDown.js";
import { suspendCard } from "../mtg/rules/suspend.js";
import { advance } from "../mtg/rules/turn.js";
import { assertGameOn } from "../mtg/rules/gameOver.js";
import type { Step } from "./ast.js";
import type { Aliases } from "./buildState.js";
import { type GameResult, type PlayOptions, playScenario } from "./core.js";
import { GA_RULESET } from "./ga/ruleset.js";
import { type MtgGame, mtgRuleset } from "./mtg/ruleset.js";
import { resolveRef, resolveTarget } from "./refs.js";
import type { GameTypes, Ruleset } from "./ruleset.js";
import type { MtgScenario, Scenario } from "./scenario.js";
import { type Deadline, timeUp } from "./deadline.js";

export type { ScenarioStatus } from "./core.js";

/** The outcome of a scenario; a Magic scenario's keeps its final state (a Grand Archive one's: `explainScenario`). */
export type ScenarioResult = GameResult<MtgGame>;

export type RunOptions = PlayOptions<MtgGame>;

const MAX_RESOLVES = 1000;

/** The Magic ruleset, with this file's step dispatch. */
export const MTG_RULESET: Ruleset<MtgGame> = mtgRuleset(runStep);

/**
 * Calls `use` with the ruleset that plays the scenario (its `rules:`), the scenario typed for it.
 * With `withRulesetNamed` (for the loader), the place where a game is chosen; only Magic's own
 * tools (the workbench, `ScenarioResult`'s Magic state) narrow the tag themselves.
 */
export function withRuleset<T>(scenario: Scenario, use: <G extends GameTypes>(ruleset: Ruleset<G>, scenario: G["scenario"]) => T): T {
  return scenario.rules === "mtg" ? use(MTG_RULESET, scenario) : use(GA_RULESET, scenario);
}

/** The ruleset a document's `rules:` value names; Magic when it names none (`rules` is optional), whose schema then reports a bad value. */
export function withRulesetNamed<T>(rules: unknown, use: <G extends GameTypes>(ruleset: Ruleset<G>) => T): T {
  return typeof rules === "string" && GA_RULESET.rules.includes(rules) ? use(GA_RULESET) : use(MTG_RULESET);
}

/** The scenario if it is a Magic one; else a problem at its first line saying that `tool` (e.g. "the workbench") plays Magic scenarios only. */
export function magicScenario(scenario: Scenario, tool: string): Result<MtgScenario> {
  if (scenario.rules === "mtg") return ok(scenario);
  const title = withRuleset(scenario, (ruleset) => ruleset.title);
  return fail({ code: "engine.unsupported", message: `${tool} plays Magic scenarios (rules: mtg); run ${title} scenarios with doppel test`, file: scenario.file, line: scenario.line });
}

/** Runs one scenario: setup, steps, expectations (spec 2-6). Never throws. */
export function runScenario(scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  if (scenario.rules === "mtg") return playScenario(MTG_RULESET, scenario, options);
  // The common result shape keeps a Magic state only: a Grand Archive run's state is left out.
  const r = playScenario(GA_RULESET, scenario, {
    ...(options.stopBefore !== undefined ? { stopBefore: options.stopBefore } : {}),
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  });
  return { ...r, decisions: [], final: null };
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
