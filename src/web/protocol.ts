/**
 * What the workbench page and its server say to each other (JSON over HTTP). Types only: the
 * server validates every request with the zod schemas of `api.ts`, and the page imports these
 * types for its own checking.
 *
 * The page's state is a scenario (its YAML text): every action sends the text and an edit, the
 * server applies the edit to the document, replays the whole scenario through the scenario
 * runner the CLI uses, and answers with the new text and a view of the resulting state.
 */

import type { StepName } from "../mtg/model/turn.js";

/** The workbench's languages. */
export type Lang = "en" | "fr";

/** The zones the workbench's setup editor can put an object in. */
export const ZONE_NAMES = ["battlefield", "hand", "graveyard", "library", "exile", "command"] as const;
/** A zone the workbench's setup editor can put an object in. */
export type SetupZone = (typeof ZONE_NAMES)[number];

/** The steps of a turn (500.1), as the engine names them. */
export { STEPS as STEP_NAMES } from "../mtg/model/turn.js";
/** A step of the turn (500.1), as the engine names it. */
export type TurnStep = StepName;

/** A selector (scenario format 6.1) as written in a file. */
export interface SelectorJson {
  readonly name?: string | null;
  readonly zone?: string;
  readonly controller?: string;
  readonly owner?: string;
  readonly token?: boolean;
  readonly copy?: boolean;
  readonly faceDown?: boolean;
  readonly ability?: boolean;
  readonly types?: readonly string[];
  readonly id?: string;
  readonly index?: number;
}

/** How a step names an object: its scenario id, or a selector matching exactly it. */
export type RefJson = string | { readonly select: SelectorJson };

/** An answer as written in a step's `answers:` list (scenario format 4.3). */
export type AnswerJson =
  | string
  | number
  | boolean
  | null
  | readonly AnswerJson[]
  | { readonly select: SelectorJson; readonly ability?: number }
  | { readonly replacementOrder: readonly string[] };

/** A JSON value (the steps the page builds). */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** One change to the scenario document. */
export type Edit =
  /** Appends a step (a map with one action key, as in a scenario file). */
  | { readonly kind: "appendStep"; readonly step: { readonly [key: string]: Json } }
  /** Adds an answer to a step's `answers:` (the pending decision's step). */
  | { readonly kind: "answer"; readonly step: number; readonly answer: AnswerJson }
  /** Adds an object to the setup. */
  | {
      readonly kind: "addObject";
      readonly zone: SetupZone;
      readonly player: string;
      readonly card: string;
      readonly id?: string;
      readonly token?: boolean;
      readonly tapped?: boolean;
      readonly faceDown?: boolean;
      readonly face?: "front" | "back";
      readonly counters?: Readonly<Record<string, number>>;
      /** Its "as enters" choices (scenario format §3 `chosen:`; `copyOf: null`: the copy was declined). */
      readonly chosen?: ChosenJson;
    }
  /** Drops the steps from this one (0-based) on. */
  | { readonly kind: "truncate"; readonly from: number }
  /** Removes a setup object (by its id) that no step names. */
  | { readonly kind: "removeObject"; readonly id: string }
  | { readonly kind: "rename"; readonly name: string }
  | { readonly kind: "setTurn"; readonly active: string; readonly step: TurnStep; readonly number: number }
  | { readonly kind: "setLife"; readonly player: string; readonly life: number };

/** "As enters" choices as a setup object's `chosen:` holds them. */
export interface ChosenJson {
  readonly copyOf?: string | null;
  readonly color?: string;
  readonly creatureType?: string;
  readonly cardName?: string;
  readonly player?: string;
}

/** Which "as enters" choices a card makes if it is set up on the battlefield (`POST /api/asEnters`). */
export interface AsEntersRequest {
  readonly yaml: string;
  readonly lang: Lang;
  readonly card: string;
  /** Who controls it. */
  readonly player: string;
}

/** One "as enters" choice (614.12; 707.5 for a copy) with its legal options on the board as set up. */
export interface AsEntersChoice {
  /** The `chosen:` key it fills. */
  readonly kind: "copyOf" | "color" | "creatureType" | "cardName" | "player";
  /** The ability's text. */
  readonly text: string;
  readonly rule: string;
  /** "You may": it can be declined (a copy: `copyOf: null`). */
  readonly optional: boolean;
  /** For a copy, the permanents it can copy; for a player, the opponents; otherwise empty (the page offers colors, or a text field). */
  readonly options: readonly OptionView[];
}

export interface AsEntersResponse {
  readonly choices: readonly AsEntersChoice[];
}

/** A request of the workbench to run its scenario (POST /api/run): the YAML, the language, an edit, how far to run. */
export interface RunRequest {
  readonly yaml: string;
  readonly lang: Lang;
  readonly edit?: Edit;
  /** Show the state after the first N steps (history), instead of after all of them. */
  readonly at?: number;
  /** An object to explain: its scenario id, or its engine id. */
  readonly explain?: string;
  /** Read strictly (issue 20, as `doppel test --strict`): an ability not executed is an error, not a warning. */
  readonly strict?: boolean;
}

/** A problem of the scenario (a document or rules error), with its line when it has one. */
export interface ProblemView {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly rule?: string;
}

/** An expectation that does not hold, at its line of the scenario. */
export interface FailureView {
  readonly at: string;
  readonly message: string;
  readonly line: number;
}

/** One ability of an object on the workbench's board, with whether it can be activated now. */
export interface AbilityView {
  /** 1-based position among the object's abilities (what `activate.ability` takes). */
  readonly index: number;
  readonly text: string;
  readonly activated: boolean;
  /** A mana ability (it resolves at once). */
  readonly mana: boolean;
}

/** An object on the workbench's board, with its derived characteristics. */
export interface ObjectView {
  /** The engine's id: stable for a given scenario, used to ask for an explanation. */
  readonly id: string;
  /** The scenario id naming it, if any. */
  readonly alias: string | null;
  /** How a step names it now. */
  readonly ref: RefJson;
  /** Derived English name (null: no name, e.g. face down). */
  readonly name: string | null;
  /** The name in the page's language. */
  readonly label: string;
  readonly manaCost: string | null;
  /** Supertypes, card types — subtypes, in the page's language. */
  readonly typeLine: string;
  readonly types: readonly string[];
  readonly colors: readonly string[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
  readonly counters: Readonly<Record<string, number>>;
  readonly damage: number;
  readonly zone: string;
  readonly controller: string;
  readonly owner: string;
  readonly tapped: boolean;
  readonly faceDown: boolean;
  readonly token: boolean;
  /** A copy effect applies to it, it was created as a copy, or it is a copy of a spell (707). */
  readonly copy: boolean;
  readonly attacking: string | null;
  readonly blocking: string | null;
  /** Layers (1a, 4, 7c, …) in which an effect changed it, and the sources of those effects. */
  readonly modified: { readonly layers: readonly string[]; readonly sources: readonly string[] };
  readonly abilities: readonly AbilityView[];
  /** For an ability on the stack: its text. */
  readonly abilityText: string | null;
  /** For spells and abilities on the stack: their decisions (modes, targets, X, copied from), one line each. */
  readonly stackLines: readonly string[];
  /** Named in a setup list (can be removed from the setup). */
  readonly inSetup: boolean;
  /** A permanent that something would happen to if it were transformed (701.27). */
  readonly canTransform: boolean;
}

/** A player on the workbench's board: life, whether they lost, mana pool and zones. */
export interface PlayerView {
  readonly name: string;
  readonly life: number;
  readonly lost: boolean;
  readonly manaPool: string;
  readonly battlefield: readonly ObjectView[];
  readonly hand: readonly ObjectView[];
  readonly graveyard: readonly ObjectView[];
  /** Top first. */
  readonly library: readonly ObjectView[];
  readonly exile: readonly ObjectView[];
  readonly command: readonly ObjectView[];
}

/** The game on the workbench's board after the scenario's last step: players, stack, zones, turn. */
export interface BoardView {
  readonly players: readonly PlayerView[];
  /** Top first. */
  readonly stack: readonly ObjectView[];
  readonly turn: { readonly number: number; readonly active: string; readonly step: TurnStep };
  readonly priority: string | null;
}

/** One legal option of a pending decision, as the page offers it. */
export interface OptionView {
  readonly value: AnswerJson;
  readonly label: string;
  /** The engine id of the object the option is, to highlight it. */
  readonly objectId?: string;
}

/** What every pending decision says: the step its answer goes to, who decides, the question and its rule. */
export interface PendingBase {
  /** The step (0-based) whose `answers:` the answer goes to. */
  readonly step: number;
  readonly player: string;
  readonly prompt: string;
  readonly rule: string;
}

/** A decision the scenario does not answer yet (src/mtg/game/decision.ts), with its legal options. */
export type PendingView =
  | (PendingBase & {
      readonly kind: "chooseObject";
      readonly options: readonly OptionView[];
      readonly optional: boolean;
    })
  | (PendingBase & { readonly kind: "choosePlayer" | "chooseColor"; readonly options: readonly OptionView[] })
  | (PendingBase & { readonly kind: "chooseCreatureType" | "chooseCardName"; readonly suggestions: readonly string[] })
  | (PendingBase & { readonly kind: "yesNo" })
  | (PendingBase & { readonly kind: "chooseNumber"; readonly min: number; readonly max: number })
  | (PendingBase & {
      readonly kind: "chooseTargets";
      readonly slots: readonly {
        readonly options: readonly OptionView[];
        readonly min: number;
        readonly max: number;
      }[];
    })
  | (PendingBase & {
      readonly kind: "chooseNewTargets";
      readonly current: readonly OptionView[];
      readonly candidates: readonly OptionView[];
    })
  | (PendingBase & { readonly kind: "orderTriggers"; readonly triggers: readonly OptionView[] });

/** A piece of a log sentence: text, or the name of an object linked to it (its key: scenario id, else engine id). */
export interface LogSegment {
  readonly text: string;
  readonly object?: string;
}

/** One event of the game (an entry of the engine's log), as a sentence. */
export interface LogLineView {
  /** The step it happened in: 0 the setup, N step N (1-based). */
  readonly step: number;
  /** The engine's kind of event ("cast", "resolve", "sba", …). */
  readonly event: string;
  readonly rule: string | null;
  readonly segments: readonly LogSegment[];
  /** No French sentence for it: the engine's English words. */
  readonly english?: boolean;
}

/** One step of the scenario, as the workbench's history lists it. */
export interface StepView {
  readonly index: number;
  /** The step as one line of YAML. */
  readonly text: string;
  /** What the step did, as a sentence from the game log ("Alice casts Clone"); null if it did nothing to tell. */
  readonly sentence: string | null;
  readonly kind: string;
  readonly line: number;
}

/** One line of an explanation, indented by its depth. */
export interface ExplanationLine {
  /** 0: the object; 1: a characteristic (or a heading); 2: printed value or an effect; 3: details. */
  readonly depth: number;
  readonly text: string;
  /** Rule numbers the line cites ("613.1d", "611.3"). */
  readonly rules: readonly string[];
  readonly kind: "characteristic" | "printed" | "effect" | "detail";
}

/** An object's characteristics explained, layer by layer (CR 613), as lines to show. */
export interface ExplanationView {
  readonly id: string;
  /** "Chimeric Staff [clone] — battlefield, controlled by Alice, owned by Alice" */
  readonly title: string;
  /**
   * Every characteristic with its chain, layer by layer (source, timestamp, dependency, rules),
   * then, for stack objects, their decisions: the engine's rendering, as `doppel explain` prints it.
   */
  readonly lines: readonly ExplanationLine[];
  /** The same, as plain text. */
  readonly text: string;
}

/** A card's official rulings and French printing (src/web/cardNotes.ts). */
export interface CardNotesView {
  /** The card's English name. */
  readonly name: string;
  /** Oldest first, each dated (YYYY-MM-DD). */
  readonly rulings: readonly { readonly date: string; readonly text: string }[];
  /** Per face, the French name, type line and text where the reference data has them. */
  readonly french: readonly {
    readonly name: string | null;
    readonly typeLine: string | null;
    readonly text: string | null;
  }[];
}

/** The workbench's answer to a run: the board, the explanations, the failures and problems, a pending decision. */
export interface RunResponse {
  /** The scenario after the edit. */
  readonly yaml: string;
  readonly name: string;
  readonly players: readonly string[];
  readonly cite: readonly string[];
  readonly status: "passed" | "failed" | "error";
  readonly problems: readonly ProblemView[];
  readonly failures: readonly FailureView[];
  readonly warnings: readonly string[];
  /** A decision waiting for an answer (the page shows a dialog, then sends an `answer` edit). */
  readonly pending: PendingView | null;
  readonly board: BoardView | null;
  readonly steps: readonly StepView[];
  /** Number of steps the board shows the state after. */
  readonly at: number;
  readonly explanation: ExplanationView | null;
  /**
   * The explained object's card — and, for a copy, the card whose name it has now — with their
   * official rulings and French printing.
   */
  readonly notes: readonly CardNotesView[];
  /** Every event of the game up to the state shown, step by step. */
  readonly log: readonly LogLineView[];
  /** The edit was refused (an illegal action, a bad answer): the scenario is unchanged. */
  readonly rejected: readonly ProblemView[] | null;
}

export interface CardView {
  readonly name: string;
  readonly nameFr: string | null;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly text: string;
  readonly pt: string | null;
}

export interface SuiteEntry {
  readonly path: string;
  readonly name: string;
}

export interface ExportRequest {
  readonly yaml: string;
  /** Add an `expect:` list stating the current board, so that `doppel test` checks the same state. */
  readonly expectations: boolean;
}

export interface ErrorResponse {
  readonly error: string;
}
