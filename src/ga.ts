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

// Types the public signatures name: Grand Archive's model, ability vocabulary, layers and scenarios
export type { Base as GaAbilityBase, GaAbilityDef, GaMode } from "./ga/abilities/ability.js";
export type { Amount as GaAmount } from "./ga/abilities/amount.js";
export type { GaCondition } from "./ga/abilities/condition.js";
export type { GaPart, GaStaticEffect, StatName } from "./ga/abilities/continuous.js";
export type { CopyException as GaCopyException, CopyNote, CopySnapshot } from "./ga/abilities/copyException.js";
export type { AbilityCost, AdditionalCost } from "./ga/abilities/cost.js";
export type { GaEffect, GrantDuration } from "./ga/abilities/effect.js";
export type { GaFilter } from "./ga/abilities/filter.js";
export type { BrewIngredient, GaKeyword, GaKeywordName } from "./ga/abilities/keyword.js";
export type { ObjRef } from "./ga/abilities/ref.js";
export type { Restriction } from "./ga/abilities/restriction.js";
export type { TargetSpec as GaTargetSpec } from "./ga/abilities/target.js";
export type { GaTrigger } from "./ga/abilities/trigger.js";
export type { GaDecision } from "./ga/game/decision.js";
export type {
  GA_CHARACTERISTIC_KEYS,
  GaAbilityInstance,
  GaCharacteristicKey,
  GaCharacteristics,
} from "./ga/layers/characteristics.js";
export type { GaDependencyNote, GaStepInfo, GaTraceLayer, GaTraceStep, GaTracer } from "./ga/layers/trace.js";
export type { GaView } from "./ga/layers/view.js";
export type { GaCard, GaFace, Speed } from "./ga/model/card.js";
export type { Edition } from "./ga/model/edition.js";
export type { ELEMENTS, Element } from "./ga/model/element.js";
export type {
  GA_ZONES,
  GaChoice,
  GaKind,
  GaObject,
  GaObjectId,
  GaPlayerId,
  GaVirtualBase,
  GaZone,
} from "./ga/model/object.js";
export type { ACTIVATION_PROPERTIES, ActivationProperty, GaProperties } from "./ga/model/properties.js";
export type { GaDecisions, GaInstance, GaStackAbility } from "./ga/model/stack.js";
export type {
  GA_PHASES,
  GaDuration,
  GaEffectRecord,
  GaLogEntry,
  GaPendingTrigger,
  GaPhase,
  GaPlayer,
  GaTurn,
  GaWatcher,
} from "./ga/model/state.js";
export type {
  GA_SETUP_ZONES,
  GaAnswer,
  GaCardDefAst,
  GaExpectation,
  GaModify,
  GaObjectChecks,
  GaRef,
  GaSelector,
  GaSetup,
  GaSetupObject,
  GaSetupZone,
  GaStackCheck,
  GaStep,
  GaTargetRef,
  Located as GaLocated,
  StepBase as GaStepBase,
} from "./scenario/ga/ast.js";
export type { GaAliases } from "./scenario/ga/buildState.js";
export type { GaDecisionLogEntry } from "./scenario/ga/chooser.js";
export type { GaScenarioSchema, GaSelectorSchema, RawGaAnswer, RawGaScenario } from "./scenario/ga/schema.js";
