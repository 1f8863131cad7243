/**
 * Doppel's public API: the engine the CLI (`doppel test`, `explain`, `showcase`) and the
 * workbench (`npm start`) are built on.
 *
 *     import { parseScenario, LIBRARY_CATALOG, runScenario, explainObject, renderExplanation } from "doppel";
 *
 *     const loaded = parseScenario(yamlText, "my.yaml", LIBRARY_CATALOG);
 *     if (loaded.ok) {
 *       const result = runScenario(loaded.value);          // what `doppel test` does
 *       const final = result.final;                         // state and scenario ids after the last step
 *       ...explainObject(final.state, id, label) → renderExplanation(e, "fr")
 *     }
 *
 * Scenarios are the contract (docs/scenario-format.md and
 * docs/scenario-extensions.md); the game state is plain data (`GameState`) that round-trips
 * through JSON; problems are values (`Problem`), never thrown at the caller.
 */

// Problems and results
export { formatProblem, type Problem, type ProblemCode, type Result } from "./kernel/problem.js";

// Scenarios: load (YAML → typed scenario, or problems with lines), run, files
export type { Step } from "./scenario/ast.js";
export type { CardCatalog } from "./scenario/ruleset.js";
export type { GaScenario, MtgScenario, Scenario } from "./scenario/rulesets/scenario.js";
export type { Aliases } from "./scenario/buildState.js";
export { LIBRARY_CATALOG } from "./scenario/catalog.js";
export type { DecisionLogEntry } from "./scenario/chooser.js";
export type { Failure } from "./scenario/ruleset.js";
export { scenarioFiles } from "./scenario/files.js";
export { loadScenarioFile, MAX_FILE_BYTES, parseScenario } from "./scenario/rulesets/load.js";
export { aliasTarget } from "./scenario/refs.js";
export {
  magicScenario,
  runScenario,
  type ScenarioResult,
  type ScenarioStatus,
  withRuleset,
} from "./scenario/rulesets/run.js";

// The seam between the scenario machinery and a game (Magic, Grand Archive), and the core both run on
export type { Explanation, ExplainRequest, GameTypes, Ruleset } from "./scenario/ruleset.js";
export { type GameResult, playScenario } from "./scenario/core.js";
export { explainScenario } from "./scenario/rulesets/explain.js";
export { runScenarioFile } from "./scenario/rulesets/runFile.js";

// The game: state, characteristics through the layer system (613), decisions
export { LIBRARY, type Library } from "./mtg/cards/library.js";
export { findCard } from "./mtg/cards/registry.js";
export { CHARACTERISTIC_KEYS, type CharacteristicKey, type Characteristics } from "./mtg/layers/characteristics.js";
export { type Derived, derive } from "./mtg/layers/derive.js";
export type { TraceStep } from "./mtg/layers/trace.js";
export type { CardDef, FaceDef } from "./mtg/model/card.js";
export type { GameObject, ObjectId, PlayerId } from "./mtg/model/object.js";
export type { GameState } from "./mtg/model/state.js";
export { type Answer, type Chooser, type Decision, describeOptions, NO_ANSWERS } from "./mtg/game/decision.js";

// Explanations, in English and French
export { explainObject, type ObjectExplanation, renderExplanation } from "./mtg/explain/explain.js";
export type { Lang } from "./mtg/explain/i18n.js";
export { renderStackDecisions } from "./mtg/explain/stack.js";

// The workbench: its engine side (the state is a scenario; decisions come back pending) and its server
export { handleExport as exportWorkbenchScenario, handleRun as runWorkbench } from "./web/session.js";
export type { Edit, PendingView, RunRequest, RunResponse } from "./web/protocol.js";
export { DEFAULT_PORT, startServer as startWorkbench } from "./web/server.js";
