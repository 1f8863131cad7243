/**
 * The typed, normalized form of a scenario file (contract: docs/scenario-format.md).
 *
 * The loader turns YAML into these values after validating them; later stages (runner,
 * expectations, explain) never see raw YAML. Short forms are already expanded, colors are
 * letters, defaults are filled in where the spec gives one, and every step, expectation,
 * object reference and setup object carries the 1-based `line` it came from so that later
 * errors can point into the file.
 *
 * Optional properties mean "not given in the file"; `null` means "given as null" (e.g.
 * `power: null` = "has no power"). The two are never merged.
 */

/** The five colors, always as letters (the file may use words or letters). */
export const COLORS = ["W", "U", "B", "R", "G"] as const;
/** A color as a scenario writes it, one letter (105.1). */
export type Color = (typeof COLORS)[number];

/** Turn steps, in turn order (used by `turn.step` and `advance`): the engine's own list (500.1). */
import type { StepName } from "../mtg/model/turn.js";
export { STEPS as STEP_NAMES, type StepName } from "../mtg/model/turn.js";

/** Zones an object can be set up in or moved to. */
export const ZONES = ["hand", "library", "graveyard", "battlefield", "exile", "command"] as const;
/** A zone a scenario's setup can put an object in. */
export type Zone = (typeof ZONES)[number];
/** Zones a selector or an expectation may name: the six above plus the stack. */
export type ZoneOrStack = Zone | "stack";

/** The faces of a double-faced card a scenario can name (712). */
export const FACES = ["front", "back"] as const;
/** A face of a double-faced card (712). */
export type Face = (typeof FACES)[number];

export const RULESETS = ["mtg", "ga"] as const;

/** Card layouts, as in the project's card data. */
export const LAYOUTS = [
  "normal",
  "split",
  "flip",
  "transform",
  "modal_dfc",
  "meld",
  "adventure",
  "saga",
  "class",
  "case",
  "leveler",
  "mutate",
  "prototype",
  "battle",
  "token",
  "double_faced_token",
  "emblem",
  "reversible_card",
] as const;
/** A card's layout (double-faced, flip, split, …) as a scenario's card definition names it. */
export type Layout = (typeof LAYOUTS)[number];

import type { DocPath } from "./positions.js";

/** Something that came from a known place in the file. */
export interface Located {
  /** 1-based line in the scenario file. */
  readonly line: number;
}

// ---------------------------------------------------------------------------------------------
// References

/** 6.1: objects matching all given keys. */
export interface Selector {
  readonly name?: string | null;
  readonly zone?: ZoneOrStack;
  readonly controller?: string;
  readonly owner?: string;
  readonly token?: boolean;
  readonly copy?: boolean;
  readonly faceDown?: boolean;
  readonly ability?: boolean;
  /** Objects having all of these card types. */
  readonly types?: readonly string[];
  readonly id?: string;
  /** Extension: keep only the Nth (0-based) match, oldest first — naming one of identical objects. */
  readonly index?: number;
}

/** An object named by its scenario id (checked by the loader to exist at that point). */
export interface IdRef extends Located {
  readonly kind: "id";
  readonly id: string;
}

/** An object found by a selector that must match exactly one object. */
export interface SelectRef extends Located {
  readonly kind: "select";
  readonly selector: Selector;
}

/** Where the spec requires an object: an id or a selector. */
export type ObjectRef = IdRef | SelectRef;

/**
 * A bare string where either an object id or a player name is allowed (targets, attack
 * destinations, damage recipients, `attachedTo`). Ids and player names never collide (the
 * loader rejects an id equal to a player name), so a later stage resolves it unambiguously.
 */
export interface NameRef extends Located {
  readonly kind: "name";
  readonly name: string;
}

/** A target or other "object or player" position. */
export type TargetRef = NameRef | SelectRef;

// ---------------------------------------------------------------------------------------------
// Answers (4.3): kept raw; their meaning depends on the decision they answer.

export type Answer =
  /** An object id, player name, color word, creature type, card name or `id#N`. */
  | (Located & { readonly kind: "name"; readonly name: string })
  | (Located & { readonly kind: "number"; readonly value: number })
  /** `yes` / `no` (also `true` / `false`). */
  | (Located & { readonly kind: "bool"; readonly value: boolean })
  /** `null`: "none", or declining an optional choice. */
  | (Located & { readonly kind: "null" })
  /** A multi-choice, an ordering, a full new target list, an "up to N" choice. */
  | (Located & { readonly kind: "list"; readonly items: readonly Answer[] })
  /** `ability: N` (extension): the source's Nth ability, like `id#N`, when ordering triggers. */
  | (Located & { readonly kind: "select"; readonly selector: Selector; readonly ability?: number })
  /** Extension: `{ replacementOrder: [id, id#N, …] }`, the order replacement effects apply in (616.1). */
  | (Located & { readonly kind: "replacementOrder"; readonly order: readonly string[] });

// ---------------------------------------------------------------------------------------------
// Cards (5)

/** One face of an inline card; the fields of the project's card data. */
export interface CardFaceDef extends Located {
  readonly name: string;
  readonly nameFr?: string;
  /** null or "" in the file: no mana cost. */
  readonly manaCost?: string | null;
  readonly colors?: readonly Color[];
  readonly colorIndicator?: readonly Color[];
  readonly typeLine?: string;
  /** Printed values are strings ("2", "*", "1+*"); numbers in the file are converted. */
  readonly power?: string | null;
  readonly toughness?: string | null;
  readonly loyalty?: string | null;
  readonly defense?: string | null;
  readonly oracleText?: string;
}

/** An inline card (`cards:`) or a token definition (`token:`). */
export interface CardDef extends CardFaceDef {
  readonly layout?: Layout;
  readonly faces?: readonly CardFaceDef[];
}

/** Where a setup object's card comes from. */
export type CardSource =
  /** A card of the built-in library or of `cards:`, by name as written (case-insensitive). */
  | (Located & { readonly kind: "named"; readonly name: string })
  /** A card defined right there (`token: { name: …, typeLine: … }`). */
  | { readonly kind: "inline"; readonly card: CardDef };

// ---------------------------------------------------------------------------------------------
// Setup (3)

/** "As enters" choices (3). */
export interface Chosen {
  readonly color?: Color;
  readonly creatureType?: string;
  readonly cardName?: string;
  readonly player?: string;
  readonly number?: number;
  /** The permanent it entered as a copy of (through its own ability); null = chose none. */
  readonly copyOf?: IdRef | null;
}

/** One object of a scenario's setup: its card or token, zone, position and status. */
export interface SetupObject extends Located {
  readonly path: DocPath;
  readonly zone: Zone;
  /** 0-based position in its zone list (library and graveyard: 0 is the top). */
  readonly index: number;
  readonly id?: string;
  readonly card: CardSource;
  readonly token: boolean;
  readonly owner: string;
  readonly controller: string;
  readonly tapped: boolean;
  /** Counter kind -> count. */
  readonly counters: Readonly<Record<string, number>>;
  readonly faceDown: boolean;
  readonly face: Face;
  readonly flipped: boolean;
  readonly damage: number;
  readonly attachedTo: NameRef | null;
  readonly summoningSick: boolean;
  readonly chosen?: Chosen;
  /** Battles: the player protecting it. */
  readonly protector?: string;
  /** Extension: the other card of the meld pair this permanent is melded from (712.4a). */
  readonly meldedWith?: { readonly name: string; readonly line: number };
  /** Extension: the permanent whose linked "exiled with" ability exiled this card (607.2a). */
  readonly exiledWith?: IdRef;
  /** Extension: the card is its owner's commander (903.3). */
  readonly commander?: true;
}

/** A scenario's starting position: life and poison, the objects in each zone, mana pools. */
export interface Setup extends Located {
  /** Life total of every player (default 20). */
  readonly life: Readonly<Record<string, number>>;
  /** Extension: poison counters of players who have some (122.1f). */
  readonly poison?: Readonly<Record<string, number>>;
  /** Extension: energy counters of players who have some (107.14, 122.1). */
  readonly energy?: Readonly<Record<string, number>>;
  /** In the order listed, which is timestamp order. */
  readonly battlefield: readonly SetupObject[];
  /** Every player has an entry (possibly empty); first entry is the top for library/graveyard. */
  readonly hand: Readonly<Record<string, readonly SetupObject[]>>;
  readonly library: Readonly<Record<string, readonly SetupObject[]>>;
  readonly graveyard: Readonly<Record<string, readonly SetupObject[]>>;
  readonly exile: Readonly<Record<string, readonly SetupObject[]>>;
  readonly command: Readonly<Record<string, readonly SetupObject[]>>;
  /** Only when the file sets it: mana costs are then paid from these pools. */
  readonly manaPool?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// Expectations (6)

/** Characteristic and status checks on an object; only the keys given are checked. */
export interface ObjectChecks {
  readonly zone?: ZoneOrStack;
  readonly name?: string | null;
  /** null: no mana cost ("" in the file is normalized to null). */
  readonly manaCost?: string | null;
  readonly manaValue?: number;
  readonly colors?: readonly Color[];
  readonly types?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly supertypes?: readonly string[];
  readonly power?: number | null;
  readonly toughness?: number | null;
  readonly loyalty?: number | null;
  readonly defense?: number | null;
  readonly abilities?: readonly string[];
  readonly abilityCount?: number;
  /** Exact counts for the kinds named; {} = no counters at all. */
  readonly counters?: Readonly<Record<string, number>>;
  /** Extension: damage marked on the permanent (120.6). */
  readonly damage?: number;
  readonly tapped?: boolean;
  readonly faceDown?: boolean;
  readonly face?: Face;
  readonly flipped?: boolean;
  readonly token?: boolean;
  readonly copy?: boolean;
  readonly controller?: string;
  readonly owner?: string;
  readonly attacking?: boolean;
  readonly protector?: string | null;
  readonly exists?: boolean;
}

/** What every expectation has: its line and where it is in the document. */
export interface ExpectationBase extends Located {
  /** Where it is in the file, e.g. ["expect", 0] or ["steps", 3, "check", 1]. */
  readonly path: DocPath;
}

/** Expectations about one named object. */
export interface ObjectExpectation extends ExpectationBase {
  readonly kind: "object";
  readonly object: ObjectRef;
  readonly checks: ObjectChecks;
}

/** Expectations about the objects a selector matches, and how many it matches. */
export interface SelectExpectation extends ExpectationBase {
  readonly kind: "select";
  readonly selector: Selector;
  /** Number of objects the selector must match (default 1). */
  readonly count: number;
  /** Checked on each matching object. */
  readonly checks: ObjectChecks;
}

/** Expectations about a player: life, poison, hand and library sizes, graveyard, having lost. */
export interface PlayerExpectation extends ExpectationBase {
  readonly kind: "player";
  readonly player: string;
  readonly life?: number;
  readonly handSize?: number;
  readonly librarySize?: number;
  /** Card names, top first; exact list. */
  readonly graveyard?: readonly string[];
  /** Extension: whether the player has lost the game (104.3, 704.5a-c). */
  readonly lost?: boolean;
  /** Extension: whether an effect made the player win the game (104.2b). */
  readonly won?: boolean;
  /** Extension: the player's poison counters (122.1f). */
  readonly poison?: number;
  /** Extension: the player's energy counters (107.14, 122.1). */
  readonly energy?: number;
}

/** One stack entry; only the keys given are checked. */
export interface StackEntryExpectation extends Located {
  readonly name?: string | null;
  readonly controller?: string;
  readonly copy?: boolean;
  readonly targets?: readonly TargetRef[];
  readonly modes?: readonly number[];
  readonly x?: number | null;
  readonly kicked?: boolean;
  /** true for an ability (its name is its source's name). */
  readonly ability?: boolean;
  /** An ability's source. */
  readonly source?: ObjectRef;
}

/** The stack, top first, as a scenario expects it. */
export interface StackExpectation extends ExpectationBase {
  readonly kind: "stack";
  /** Top first; the stack must have exactly this many objects. */
  readonly entries: readonly StackEntryExpectation[];
}

/** One expectation of a scenario (`expect:` or a step's `check:`): about an object, a selection, a player or the stack. */
export type Expectation = ObjectExpectation | SelectExpectation | PlayerExpectation | StackExpectation;

// ---------------------------------------------------------------------------------------------
// Steps (4)

/** Keys every step may carry. */
export interface StepCommon extends Located {
  /** e.g. ["steps", 2] */
  readonly path: DocPath;
  /** Answers to the decisions this step raises, in order (4.3). */
  readonly answers: readonly Answer[];
  /** The action must be refused as against the rules. */
  readonly illegal: boolean;
  /** Expectations checked right after this step. */
  readonly check: readonly Expectation[];
}

/**
 * Copy exceptions (707.9): values that replace or add to the copied ones. All optional;
 * `{}` means a plain copy.
 */
export interface CopyExceptions {
  readonly name?: string;
  readonly manaCost?: string | null;
  readonly colors?: readonly Color[];
  readonly power?: number;
  readonly toughness?: number;
  readonly loyalty?: number;
  readonly defense?: number;
  /** Replace the copied sets. */
  readonly types?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly supertypes?: readonly string[];
  /** "in addition to its other types". */
  readonly addTypes?: readonly string[];
  readonly addSubtypes?: readonly string[];
  readonly addSupertypes?: readonly string[];
  /** e.g. "except it isn't legendary". */
  readonly removeSupertypes?: readonly string[];
  /** Rules text of abilities the copy has in addition. */
  readonly addAbilities?: readonly string[];
}

/** Every step kind's node is declared in its module in steps/ (cast.ts, resolve.ts, …). */
export type { Step } from "./steps/index.js";
import type { Step } from "./steps/index.js";

export type StepKind = Step["kind"];

// ---------------------------------------------------------------------------------------------
// The scenario

/** The turn a scenario starts in: the active player, the step and the turn number. */
export interface TurnState extends Located {
  readonly active: string;
  readonly step: StepName;
  readonly number: number;
}

/** A loaded Magic scenario (`rules: mtg`): its players, turn, cards, setup, steps and expectations, normalized (docs/scenario-format.md). */
export interface Scenario {
  /** The file name given to the loader. */
  readonly file: string;
  /** The `scenario:` line. */
  readonly name: string;
  readonly line: number;
  readonly rules: "mtg";
  /** Rule numbers, as written ("707.10c"). */
  readonly cite: readonly string[];
  /** Turn order. */
  readonly players: readonly string[];
  readonly turn: TurnState;
  readonly cards: readonly CardDef[];
  readonly setup: Setup;
  readonly steps: readonly Step[];
  readonly expect: readonly Expectation[];
}
