/**
 * Grand Archive through Doppel (`import … from "doppel/ga"`): its scenarios run from memory
 * (`parseScenario` from `doppel`, then `runGaScenario`), its state, derivation and explanation.
 * Browser-safe, like the core.
 *
 * @packageDocumentation
 */

export { deriveGaState, explainGaState, type GaScenarioResult, runGaScenario } from "./api/ga.js";
export type { GaDerived } from "./ga/layers/derive.js";
export type { GaState } from "./ga/model/state.js";
export type { GaGame } from "./scenario/ga/ruleset.js";
export type { GaScenario } from "./scenario/rulesets/scenario.js";
