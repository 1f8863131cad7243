import { stringify } from "yaml";
import { fail, ok, type Result } from "../kernel/problem.js";
import { useCatalog } from "../mtg/cards/registry.js";
import { explainObject, renderExplanation } from "../mtg/explain/explain.js";
import type { Lang } from "../mtg/explain/i18n.js";
import type { Chooser } from "../mtg/game/decision.js";
import type { ObjectId, PlayerId } from "../mtg/model/object.js";
import { newGameState } from "../mtg/model/newGameState.js";
import type { GameState } from "../mtg/model/state.js";
import { validateState } from "../mtg/model/stateSchema.js";
import { STEPS, type StepName } from "../mtg/model/turn.js";
import { applyAction as perform } from "../mtg/rules/applyAction.js";
import {
  type Action,
  type ActionKind,
  CONVENIENCE_KINDS,
  legalActions as allLegalActions,
  PLAYER_ACTION_KINDS,
} from "../mtg/rules/legalActions.js";
import { playScenario } from "../scenario/core.js";
import { MTG_RULESET } from "../scenario/rulesets/run.js";
import { parseScenario } from "../scenario/rulesets/load.js";
import { checkedChooser } from "./answers.js";
import { type Catalog, LIBRARY_CARDS } from "../scenario/libraryCards.js";

/** Every kind of `Action`: the player actions, then the test conveniences. */
export const ACTION_KINDS: readonly ActionKind[] = [...PLAYER_ACTION_KINDS, ...CONVENIENCE_KINDS];

/**
 * Performs one action (see `Action`) and returns the new state, or the problems that make it
 * illegal. Never mutates `state` and never throws: the action runs on a working copy. Every
 * decision it needs is asked of `chooser`, whose answers are checked against the decision
 * (`rules.badAnswer`); a decision it doesn't answer stops the action (`rules.unansweredDecision`).
 * An unknown action kind is refused (`schema.badValue`).
 */
export function applyAction(state: GameState, action: Action, chooser: Chooser): Result<GameState> {
  const kind: unknown = (action as { readonly kind?: unknown }).kind;
  if (typeof kind !== "string" || !(ACTION_KINDS as readonly string[]).includes(kind))
    return fail({
      code: "schema.badValue",
      message: `unknown action kind ${JSON.stringify(kind)}; the kinds are ${ACTION_KINDS.join(", ")}`,
    });
  return perform(state, action, checkedChooser(chooser));
}

/** Which actions `legalActions` lists. */
export interface LegalActionsQuery {
  /** Only this player's actions (default: every player's, i.e. the priority holder's and the defending player's). */
  readonly player?: PlayerId;
  /** Also list the test conveniences (`resolve`, `advance`, `move`, …), which are not game actions (default false). */
  readonly conveniences?: boolean;
}

/**
 * The game actions the rules allow now (117.1, 508.1, 509.1): the priority holder's spells,
 * abilities, special actions and pass, the active player's attack and the defending player's
 * block declarations. Conservative: an action listed may still be refused by `applyAction` once a
 * choice made while acting turns out illegal. Never mutates `state`.
 */
export function legalActions(state: GameState, query: LegalActionsQuery = {}): Action[] {
  const all = allLegalActions(state, { conveniences: query.conveniences === true });
  return query.player === undefined ? all : all.filter((a) => a.player === query.player);
}

/** The game `newGame` starts. */
export interface NewGameOptions {
  /** The players in turn order (at least one). */
  readonly players: readonly PlayerId[];
  /** Default: turn 1, the first player active, in their first main phase. */
  readonly turn?: { readonly number: number; readonly active: PlayerId; readonly step: StepName };
  /** Where the game finds the cards it names (default `LIBRARY_CARDS`). */
  readonly catalog?: Catalog;
}

/** An empty game: the players at 20 life (103.4), no objects; add them with actions or use `buildState`. */
export function newGame(options: NewGameOptions): Result<GameState> {
  const first = options.players[0];
  if (first === undefined) return fail({ code: "schema.missingKey", message: "a game needs at least one player" });
  if (new Set(options.players).size !== options.players.length)
    return fail({ code: "ref.duplicateId", message: "each player needs a name of their own" });
  const turn = options.turn ?? { number: 1, active: first, step: "main1" };
  if (!options.players.includes(turn.active))
    return fail({ code: "ref.unknownPlayer", message: `${turn.active} is not one of the players` });
  if (!STEPS.includes(turn.step)) return fail({ code: "schema.badValue", message: `${turn.step} is not a step` });
  return ok(newGameState(options.players, turn, useCatalog(options.catalog ?? LIBRARY_CARDS)));
}

/** A game built from a document, with the document's ids. */
export interface BuiltGame {
  readonly state: GameState;
  /** The document's object ids → the game's object ids. */
  readonly ids: ReadonlyMap<string, ObjectId>;
}

/**
 * The game a scenario document's setup describes (docs/scenario-format.md §3), the document given
 * as a JS object (the shape its YAML has) rather than text. Its steps and expectations are not
 * played (`runScenario` plays them). Problems name the document `<document>` and the line of the
 * document written as YAML.
 */
export function buildState(doc: object, catalog: Catalog = LIBRARY_CARDS): Result<BuiltGame> {
  const file = "<document>";
  const loaded = parseScenario(stringify({ scenario: "(built from a document)", steps: [], ...doc }), file, catalog);
  if (!loaded.ok) return loaded;
  if (loaded.value.rules !== "mtg")
    return fail({ code: "engine.unsupported", message: "buildState builds Magic games; see runGaScenario", file });
  const run = playScenario(MTG_RULESET, loaded.value, { stopBefore: 0, catalog });
  if (run.final === null) return fail(...run.problems);
  return ok({ state: run.final.state, ids: new Map(run.final.aliases) });
}

/** What `parseState` needs besides the text. */
export interface ParseStateOptions {
  /** The catalog the state names (`GameState.catalog`), made available to the game (default `LIBRARY_CARDS`). */
  readonly catalog?: Catalog;
}

/**
 * A game state from its JSON text (`JSON.stringify(state)`), checked against the state schema:
 * every field's shape and the relations between them (each object in exactly one zone, ids known).
 */
export function parseState(json: string, options: ParseStateOptions = {}): Result<GameState> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return fail({ code: "schema.wrongType", message: `not JSON: ${e instanceof Error ? e.message : String(e)}` });
  }
  const issues = validateState(value);
  if (issues.length > 0)
    return fail(...issues.slice(0, 20).map((message) => ({ code: "schema.badValue" as const, message })));
  const state = value as GameState; // checked by the schema above
  const catalog = options.catalog ?? LIBRARY_CARDS;
  if (state.catalog !== catalog.name)
    return fail({
      code: "ref.unknownCard",
      message: `the state names the card catalog "${state.catalog}", not "${catalog.name}": pass it as options.catalog`,
    });
  useCatalog(catalog);
  return ok(state);
}

/** How `explain` words its answer. */
export interface ExplainOptions {
  /** English (default) or French. */
  readonly lang?: Lang;
  /** The name shown for the object (default its id). */
  readonly label?: string;
}

/**
 * Why an object has the characteristics it has: each one's value and the effects and layers (613)
 * that made it, as text in English or French; null when there is no such object.
 */
export function explain(state: GameState, id: ObjectId, options: ExplainOptions = {}): string | null {
  const e = explainObject(state, id, options.label ?? id);
  return e === null ? null : renderExplanation(e, options.lang ?? "en");
}
