import { fail, ok, type Result } from "../../kernel/problem.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import type { Step } from "../ast.js";
import type { Aliases } from "../buildState.js";
import { type GameResult, type PlayOptions, playScenario } from "../core.js";
import type { Deadline } from "../deadline.js";
import { GA_RULESET } from "../ga/ruleset.js";
import { type MtgGame, mtgRuleset } from "../mtg/ruleset.js";
import type { GameTypes, Ruleset } from "../ruleset.js";
import type { MtgScenario, Scenario } from "./scenario.js";
import { performStep } from "../steps/index.js";

export type { ScenarioStatus } from "../core.js";

/** The outcome of a scenario; a Magic scenario's keeps its final state (a Grand Archive one's: `explainScenario`). */
export type ScenarioResult = GameResult<MtgGame>;

/** How `runScenario` runs a Magic scenario: how many steps, a time limit, the card catalog. */
export type RunOptions = PlayOptions<MtgGame>;

/** The Magic ruleset, with this file's step dispatch. */
export const MTG_RULESET: Ruleset<MtgGame> = mtgRuleset(runStep);

/**
 * Calls `use` with the ruleset that plays the scenario (its `rules:`), the scenario typed for it.
 * With `withRulesetNamed` (for the loader), the place where a game is chosen; only Magic's own
 * tools (the workbench, `ScenarioResult`'s Magic state) narrow the tag themselves.
 */
export function withRuleset<T>(
  scenario: Scenario,
  use: <G extends ListedGame>(ruleset: Ruleset<G>, scenario: G["scenario"]) => T,
): T {
  return scenario.rules === "mtg" ? use(MTG_RULESET, scenario) : use(GA_RULESET, scenario);
}

/** The types of a game of this list: its scenario is a member of the tagged `Scenario`. */
export type ListedGame = GameTypes & { readonly scenario: Scenario };

/** The ruleset a document's `rules:` value names; Magic when it names none (`rules` is optional), whose schema then reports a bad value. */
export function withRulesetNamed<T>(rules: unknown, use: <G extends ListedGame>(ruleset: Ruleset<G>) => T): T {
  return typeof rules === "string" && GA_RULESET.rules.includes(rules) ? use(GA_RULESET) : use(MTG_RULESET);
}

/** The scenario if it is a Magic one; else a problem at its first line saying that `tool` (e.g. "the workbench") plays Magic scenarios only. */
export function magicScenario(scenario: Scenario, tool: string): Result<MtgScenario> {
  if (scenario.rules === "mtg") return ok(scenario);
  const title = withRuleset(scenario, (ruleset) => ruleset.title);
  return fail({
    code: "engine.unsupported",
    message: `${tool} plays Magic scenarios (rules: mtg); run ${title} scenarios with doppel test`,
    file: scenario.file,
    line: scenario.line,
  });
}

/** Runs one scenario: setup, steps, expectations (docs/scenario-format.md §2-6). Never throws. */
export function runScenario(scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  if (scenario.rules === "mtg") return playScenario(MTG_RULESET, scenario, options);
  // The common result shape keeps a Magic state only: a Grand Archive run's state is left out.
  const r = playScenario(GA_RULESET, scenario, {
    ...(options.stopBefore !== undefined ? { stopBefore: options.stopBefore } : {}),
    ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
  });
  return { ...r, decisions: [], final: null };
}

/** Carries out one step on the working copy (docs/scenario-format.md §4): the step registry's runner for its kind. */
function runStep(ctx: Ctx, step: Step, aliases: Aliases, file: string, deadline: Deadline | undefined): void {
  performStep(ctx, step, { aliases, file, deadline });
}
