/**
 * Doppel's public API, the browser-safe core (`import … from "doppel"`): no file, no Node module.
 * Files, the whole card pool, the CLI and the workbench are in `doppel/node`; Grand Archive's own
 * state and explanations in `doppel/ga`.
 *
 *     import { buildState, legalActions, applyAction, chooserOf, derive, explain } from "doppel";
 *
 *     const built = buildState({ setup: { battlefield: [{ id: bear, card: "Grizzly Bears", controller: "Alice" }] } });
 *     if (built.ok) {
 *       const actions = legalActions(built.value.state);          // what the player with priority may do
 *       const next = applyAction(built.value.state, actions[0], chooserOf({}));
 *       if (next.ok) console.log(explain(next.value, built.value.ids.get("bear") ?? "", { lang: "fr" }));
 *     }
 *
 * The game state is plain data (`GameState`) that round-trips through JSON (`parseState`);
 * actions never mutate it; problems are values (`Problem`), never thrown at the caller.
 * Scenarios (docs/scenario-format.md) are the other way in: `parseScenario`, `runScenario`.
 *
 * @packageDocumentation
 */

// Problems and results
export { formatProblem, type Problem, type ProblemCode, type Result } from "./kernel/problem.js";

// The game as a reducer: build a state, list and apply actions, check a state read from JSON
export {
  ACTION_KINDS,
  applyAction,
  type BuiltGame,
  buildState,
  type ExplainOptions,
  explain,
  type LegalActionsQuery,
  legalActions,
  type NewGameOptions,
  newGame,
  type ParseStateOptions,
  parseState,
} from "./api/game.js";
export type { Action, ActionKind, CastChoices, ScenarioLeniency } from "./mtg/rules/legalActions.js";
export type { CastArgs } from "./mtg/rules/cast.js";
export { cloneState } from "./mtg/model/cloneState.js";
export { writable } from "./mtg/model/writableObject.js";
export { putObject, removeObject } from "./mtg/model/objectRecords.js";

// Decisions and their answers
export {
  type AnswerFor,
  type Answerers,
  answerProblem,
  checkedChooser,
  chooserOf,
  type DecisionKind,
  type DecisionOf,
} from "./api/answers.js";
export { type Answer, type Chooser, type Decision, describeOptions, NO_ANSWERS } from "./mtg/game/decision.js";

// Cards
export { type Catalog, LIBRARY_CARDS } from "./scenario/libraryCards.js";
export { LIBRARY, type Library } from "./mtg/cards/library.js";
export { findCard } from "./mtg/cards/registry.js";

// Scenarios: load (YAML → typed scenario, or problems with lines), run, explain
export type { Step } from "./scenario/ast.js";
export type { CardCatalog } from "./scenario/ruleset.js";
export type { GaScenario, MtgScenario, Scenario } from "./scenario/rulesets/scenario.js";
export type { Aliases } from "./scenario/buildState.js";
export type { DecisionLogEntry } from "./scenario/chooser.js";
export type { Failure } from "./scenario/ruleset.js";
export { MAX_FILE_BYTES, parseScenario } from "./scenario/rulesets/load.js";
export { aliasTarget } from "./scenario/refs.js";
export {
  magicScenario,
  type RunOptions,
  runScenario,
  type ScenarioResult,
  type ScenarioStatus,
} from "./scenario/rulesets/run.js";

export type { GameResult } from "./scenario/core.js";
export { explainScenario } from "./scenario/rulesets/explain.js";

// The game: state, characteristics through the layer system (613)
export { CHARACTERISTIC_KEYS, type CharacteristicKey, type Characteristics } from "./mtg/layers/characteristics.js";
export { type Derived, derive } from "./mtg/layers/derive.js";
export type { TraceStep } from "./mtg/layers/trace.js";
export type { CardDef, FaceDef } from "./mtg/model/card.js";
export type { GameObject, KeptTapped, ObjectId, PlayerId } from "./mtg/model/object.js";
export type { PlayPermission, PlayPermissionDuration } from "./mtg/model/playPermission.js";
export type { GameState } from "./mtg/model/state.js";

// Explanations, in English and French
export { explainObject, type ObjectExplanation, renderExplanation } from "./mtg/explain/explain.js";
export type { Lang } from "./mtg/explain/i18n.js";
export { renderStackDecisions } from "./mtg/explain/stack.js";

// Types the public signatures name: the state model, the ability vocabulary, the layer system's
// views and traces, the scenario document as read (issue 18 item 3)
export type {
  AbilityDef,
  ActivatedAbility,
  EntersReplacement,
  KeywordAbility,
  Mode,
  ModeCount,
  ReplacementAbility,
  SpellAbility,
  StaticAbility,
  StaticEffect,
  TextAbility,
  TriggeredAbility,
} from "./mtg/abilities/ability.js";
export type { ActivationTiming } from "./mtg/abilities/activationTiming.js";
export type { Amount } from "./mtg/abilities/amount.js";
export type { Condition } from "./mtg/abilities/condition.js";
export type { ContinuousPart, LAYERS, Layer } from "./mtg/abilities/continuous.js";
export type { CopyException } from "./mtg/abilities/copyException.js";
export type { Cost } from "./mtg/abilities/cost.js";
export type { Duration, Effect, ResolutionChoice } from "./mtg/abilities/effect.js";
export type { ObjectFilter } from "./mtg/abilities/filter.js";
export type { KEYWORDS, Keyword } from "./mtg/abilities/keyword.js";
export type { ObjectRef, PlayerRef } from "./mtg/abilities/ref.js";
export type { RuleEffect } from "./mtg/abilities/ruleEffect.js";
export type { CostChange } from "./mtg/abilities/costChange.js";
export type { TargetSlot, TargetSpec } from "./mtg/abilities/target.js";
export type { TokenSpec } from "./mtg/abilities/token.js";
export type { Designation, TriggerEvent } from "./mtg/abilities/trigger.js";
export type { BattleExplanation, CharacteristicExplanation } from "./mtg/explain/explain.js";
export type { AbilityInstance, AbilityOrigin } from "./mtg/layers/characteristics.js";
export type { AppliedEffectInfo, DependencyNote, SnapshotSummary, Tracer } from "./mtg/layers/trace.js";
export type { CharacteristicsStore, LayerView } from "./mtg/layers/view.js";
export type { Layout } from "./mtg/model/card.js";
export type { CardCatalog as MtgCardCatalog } from "./mtg/model/cardCatalog.js";
export type { COLORS, Color } from "./mtg/model/color.js";
export type { CopiableSnapshot, EffectRecord } from "./mtg/model/effectRecord.js";
export type {
  ChoiceValue,
  DeepReadonly,
  MutableGameObject,
  ObjectStatus,
  StackAbility,
  StackDecisions,
  TokenBase,
  TokenKeyword,
  ZONES,
  ZoneName,
} from "./mtg/model/object.js";
export type { Player } from "./mtg/model/player.js";
export type { CombatState, DelayedTrigger, LogEntry, PendingTrigger } from "./mtg/model/state.js";
export type { SpellCastRecord, TurnHistory } from "./mtg/model/turnHistory.js";
export type { PreventionShield } from "./mtg/model/prevention.js";
export type { TurnRuleEffect } from "./mtg/model/combatRestrictions.js";
export type { NextEntersAsCopy } from "./mtg/model/nextEntersAsCopy.js";
export type { STEPS, StepName, TurnState } from "./mtg/model/turn.js";
export type {
  CardDef as ScenarioCardDef,
  CardFaceDef,
  CardSource,
  Chosen,
  COLORS as SCENARIO_COLORS,
  Color as ScenarioColor,
  Expectation,
  ExpectationBase,
  FACES,
  Face,
  IdRef,
  LAYOUTS,
  Layout as ScenarioLayout,
  Located,
  NameRef,
  ObjectChecks,
  ObjectExpectation,
  ObjectRef as ScenarioObjectRef,
  PlayerExpectation,
  SelectExpectation,
  SelectRef,
  Selector,
  Setup,
  SetupObject,
  StackEntryExpectation,
  StackExpectation,
  TargetRef,
  TurnState as ScenarioTurn,
  ZONES as SCENARIO_ZONES,
  Zone as ScenarioZone,
  ZoneOrStack,
} from "./scenario/ast.js";
export type { PlayOptions } from "./scenario/core.js";
export type { Deadline } from "./scenario/deadline.js";
export type { DocPath } from "./scenario/positions.js";
export type { ExplainRequest, Explanation, GameScenario, GameStep, GameTypes } from "./scenario/ruleset.js";
export type { ExplainedRun } from "./scenario/rulesets/explain.js";
