/**
 * The seam between the scenario machinery and a game. Everything a scenario needs from Magic
 * (src/mtg) or Grand Archive (src/ga) goes through a `Ruleset`: the loader reads a file's
 * `rules:` and hands the YAML document to that ruleset's schema and normalizer; the generic core
 * (core.ts) runs its setup, its steps and its checks; `explain` asks it for explanations. The
 * two games never import each other, and nothing above this file branches on the game.
 */
import type { z } from "zod";
import type { Problem, Result } from "../kernel/problem.js";
import type { Deadline } from "./deadline.js";
import type { PositionIndex } from "./positions.js";

/** One expectation that did not hold (docs/scenario-format.md §1, `failures`), whatever the game. */
export interface Failure {
  readonly at: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
  readonly line: number;
}

/** What the core reads of any step: where it is written, what it is, and whether it must be refused. */
export interface GameStep {
  readonly line: number;
  readonly kind: string;
  readonly illegal?: boolean;
}

/** What the core reads of any scenario: its file, name and line, and the `rules:` tag of the loaded `Scenario`. */
export interface GameScenario {
  readonly file: string;
  readonly name: string;
  readonly line: number;
  readonly rules: string;
}

/** The types one game works with. */
export interface GameTypes {
  /** The member of the tagged `Scenario` (rulesets/scenario.ts) this game loads. */
  readonly scenario: GameScenario;
  /** The document as its schema accepts it, before normalizing. */
  readonly raw: unknown;
  readonly state: object;
  /** Scenario ids to engine ids. */
  readonly aliases: Map<string, string>;
  readonly step: GameStep;
  readonly expectation: unknown;
  /** One answered decision, as the run's log keeps it. */
  readonly decision: unknown;
  /** Told of a decision no answer was given for (the workbench asks the user); `never` if the game has none. */
  readonly onUnanswered: unknown;
  /** Where a run finds the cards its game names (`PlayOptions.catalog`); `never` if the game takes none. */
  readonly catalog: unknown;
  /** What `derive` returns: every object's characteristics now. */
  readonly derived: unknown;
}

/**
 * The card library as the loader needs it. The real library implements this; tests use a
 * fake. Lookups are case-insensitive and accept a multi-face card's full `A // B` name or its
 * front face's name.
 */
export interface CardCatalog {
  has(name: string): boolean;
  /** The closest known names, best first (a few at most); may be empty. */
  suggest(name: string): readonly string[];
}

/** The loaded document, for a ruleset's normalizer. */
export interface LoadedDocument {
  readonly file: string;
  readonly positions: PositionIndex;
  readonly catalog: CardCatalog;
  /** The loader's limits: objects in a setup, problems reported. */
  readonly maxObjects: number;
  readonly maxProblems: number;
}

/** What a run hands to the ruleset's hooks. */
export interface RunContext<G extends GameTypes> {
  readonly file: string;
  readonly aliases: G["aliases"];
  /** Adds a warning to the result (each distinct warning once). */
  readonly warn: (message: string) => void;
  readonly deadline?: Deadline;
  readonly onUnanswered?: G["onUnanswered"];
  /** Where the game finds its cards (default: the game's own). */
  readonly catalog?: G["catalog"];
}

/** One step carried out on a working copy: the new state or why it could not be, and the answers it used. */
export interface StepRun<G extends GameTypes> {
  readonly result: Result<G["state"]>;
  readonly decisions: readonly G["decision"][];
  /** Answers the step's decisions never asked for. */
  readonly leftover: number;
}

/** What `explain` asks for: one object (a scenario id or an engine id) or every object in play. */
export interface ExplainRequest {
  readonly object?: string;
  readonly lang: "en" | "fr";
  /** Makes the text of card data safe to print (names may hold control characters); identity if no caller needs it. */
  readonly escape: <T>(data: T) => T;
  /** The same for a label standing alone. */
  readonly escapeLabel: (label: string) => string;
}

/** The explanation, or why there is none (an object that does not exist at that point). */
export type Explanation =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly message: string };

/** A game's format and rules, as the scenario machinery sees them. */
export interface Ruleset<G extends GameTypes> {
  /** The game's name, for messages ("Magic: The Gathering", "Grand Archive"). */
  readonly title: string;
  /** The `rules:` values this ruleset plays. */
  readonly rules: readonly string[];
  /** The shape of a file (zod): unknown keys, types, enums and ranges. */
  readonly schema: z.ZodType<G["raw"]>;
  /** Checks references (cards, ids, players) and expands short forms into the scenario's typed form. */
  normalize(
    raw: G["raw"],
    doc: LoadedDocument,
  ): { readonly scenario?: G["scenario"]; readonly problems: readonly Problem[] };
  /** The line a setup problem is reported at when it has none of its own. */
  setupLine(scenario: G["scenario"]): number;
  /** The game the setup describes, with the scenario's ids in `run.aliases`. */
  buildSetup(scenario: G["scenario"], run: RunContext<G>): Result<G["state"]>;
  /** Carries out one step on a working copy of `state` (the answer queue is the ruleset's: its answers are its game's). */
  runStep(state: G["state"], step: G["step"], run: RunContext<G>): StepRun<G>;
  /** Every object's characteristics in `state`. */
  derive(state: G["state"]): G["derived"];
  /** Warnings about the game once set up (abilities the engine keeps as text only). */
  setupWarnings(state: G["state"], derived: G["derived"]): readonly string[];
  /**
   * After a step: abilities kept as text only on the objects in play (a token, a card cast or put
   * onto the battlefield by the step), each as the warning `notExecutedWarning` makes.
   */
  stepWarnings?(state: G["state"], derived: G["derived"]): readonly string[];
  /** Checks expectations against the state; only the keys given are checked. */
  check(state: G["state"], aliases: G["aliases"], expectations: readonly G["expectation"][], file: string): Failure[];
  /** The scenario's steps, in order. */
  steps(scenario: G["scenario"]): readonly G["step"][];
  /** A step's own `check:` list. */
  stepChecks(step: G["step"]): readonly G["expectation"][];
  /** The scenario's `expect:` list, checked after the last step. */
  expectations(scenario: G["scenario"]): readonly G["expectation"][];
  /** The step's place in the file's `steps` list, as a failure names it ("steps[3]"). */
  stepIndex(step: G["step"]): number;
  /** Each characteristic of the objects asked for, with the chain of effects and rules that produced it. */
  explain(state: G["state"], aliases: G["aliases"], request: ExplainRequest): Explanation;
}

/** The start every warning about an ability kept as text has (`doppel test --strict` finds them by it). */
export const NOT_EXECUTED = "ability not executed yet: ";

/** docs/scenario-format.md §5: a card ability the engine keeps as text only is named in a warning. */
export function notExecutedWarning(card: string, text: string): string {
  return `${NOT_EXECUTED}${card}: ${text}`;
}
