import { deriveGa, type GaDerived } from "../ga/layers/derive.js";
import type { GaState } from "../ga/model/state.js";
import { fail, type Result } from "../kernel/problem.js";
import { type GameResult, playScenario } from "../scenario/core.js";
import { explainGa } from "../scenario/ga/explain.js";
import { GA_RULESET, type GaGame } from "../scenario/ga/ruleset.js";
import type { GaScenario, Scenario } from "../scenario/rulesets/scenario.js";

/** The outcome of a Grand Archive scenario, with its final state and the scenario's ids (`final`). */
export type GaScenarioResult = GameResult<GaGame>;

/**
 * Runs a Grand Archive scenario held in memory (from `parseScenario`, `rules: ga`): setup, steps,
 * expectations (docs/ga-scenarios.md), keeping the final state. A Magic scenario is refused
 * (`engine.unsupported`; `runScenario` runs both). Never throws: an engine fault is an `engine.internal` problem.
 */
export function runGaScenario(scenario: Scenario): Result<GaScenarioResult> {
  if (scenario.rules === "mtg")
    return fail({
      code: "engine.unsupported",
      message: "this is a Magic scenario (rules: mtg): run it with runScenario",
      file: scenario.file,
      line: scenario.line,
    });
  return played(scenario);
}

function played(scenario: GaScenario): Result<GaScenarioResult> {
  try {
    return { ok: true, value: playScenario(GA_RULESET, scenario) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return fail({ code: "engine.internal", message: `internal engine error: ${message}`, file: scenario.file });
  }
}

/** Every object's characteristics now in a Grand Archive game, through its layers. */
export function deriveGaState(state: GaState): GaDerived {
  return deriveGa(state);
}

/**
 * Why a Grand Archive object has its characteristics (its id in the game, or a scenario id of
 * `ids`), as English text; null when there is no such object. Without `id`, every object in play.
 */
export function explainGaState(
  state: GaState,
  id?: string,
  ids: ReadonlyMap<string, string> = new Map(),
): string | null {
  const e = explainGa(state, new Map(ids), {
    ...(id !== undefined ? { object: id } : {}),
    lang: "en",
    escape: (data) => data,
    escapeLabel: (label) => label,
  });
  return e.ok ? e.text : null;
}
