/**
 * The typed, normalized form of a Grand Archive scenario file (`rules: ga` or `rules: ga-2025`),
 * documented in docs/ga-scenarios.md. Every step, expectation, reference and setup object carries
 * the 1-based line it came from. Optional properties mean "not given"; `null` means "given as null".
 */
import type { Edition } from "../../ga/model/edition.js";
import type { Element } from "../../ga/model/element.js";
import type { GaZone } from "../../ga/model/object.js";
import type { ActivationProperty } from "../../ga/model/properties.js";
import type { GaPhase } from "../../ga/model/state.js";

/** Something read from a scenario file, with its line. */
export interface Located {
  readonly line: number;
}

/** Zones a setup or expectation may name (the Effects Stack holds cards; `stack` expectations see instances). */
export const GA_SETUP_ZONES = [
  "field",
  "hand",
  "mainDeck",
  "materialDeck",
  "memory",
  "graveyard",
  "banishment",
  "intent",
] as const;
/** A zone a Grand Archive setup can put an object in. */
export type GaSetupZone = (typeof GA_SETUP_ZONES)[number];

/** A selector of Grand Archive objects: name, zone, controller, type… */
export interface GaSelector {
  readonly name?: string | null;
  readonly zone?: GaZone;
  readonly controller?: string;
  readonly owner?: string;
  readonly token?: boolean;
  readonly copy?: boolean;
  readonly types?: readonly string[];
  /** On the Effects Stack: abilities (true) or card activations (false). */
  readonly ability?: boolean;
}

/** How a Grand Archive scenario names an object: by its id or by a selector. */
export type GaRef =
  | (Located & { readonly kind: "id"; readonly id: string })
  | (Located & { readonly kind: "select"; readonly selector: GaSelector });
/** An object id, a player name, or a selector. */
export type GaTargetRef =
  | (Located & { readonly kind: "name"; readonly name: string })
  | (Located & { readonly kind: "select"; readonly selector: GaSelector });

/** An answer a Grand Archive scenario gives to a decision, by kind. */
export type GaAnswer =
  | (Located & { readonly kind: "name"; readonly name: string })
  | (Located & { readonly kind: "number"; readonly value: number })
  | (Located & { readonly kind: "bool"; readonly value: boolean })
  | (Located & { readonly kind: "null" })
  | (Located & { readonly kind: "list"; readonly items: readonly GaAnswer[] })
  | (Located & { readonly kind: "select"; readonly selector: GaSelector });

/** An inline card or token definition (the reference data's fields). */
export interface GaCardDefAst extends Located {
  readonly name: string;
  readonly element: readonly Element[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly classes: readonly string[];
  readonly subtypes: readonly string[];
  readonly reserveCost: number | null;
  readonly memoryCost: number | null;
  readonly level: number | null;
  readonly power: number | null;
  readonly life: number | null;
  readonly durability: number | null;
  readonly speed: "Fast" | "Slow" | null;
  readonly text: string;
  readonly back?: GaCardDefAst;
}

/** One object of a Grand Archive scenario's setup. */
export interface GaSetupObject extends Located {
  readonly id?: string;
  readonly card?: string;
  readonly token?: GaCardDefAst;
  readonly controller: string;
  readonly owner: string;
  readonly zone: GaSetupZone;
  readonly rested?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  readonly face?: "front" | "back";
  readonly properties?: readonly ActivationProperty[];
  readonly chosenName?: string;
  /** Entered as a copy of this earlier object through its own "enters as a copy" ability (null: declined). */
  readonly copyOf?: string | null;
  /** Champions: cards of the inner lineage, bottom first. */
  readonly lineage?: readonly string[];
  /** A card copy (not an object) instead of a card (Copy General 1.e). */
  readonly cardCopy?: boolean;
}

/** A Grand Archive scenario's starting position: its objects, the players' elements and Empower, combat. */
export interface GaSetup {
  readonly objects: readonly GaSetupObject[];
  readonly elements: Readonly<Record<string, readonly Element[]>>;
  readonly combat?: { readonly attacker: string; readonly target: string | null } & Located;
  readonly empower: Readonly<Record<string, number>>;
}

/** A `modify` step: stats, types and abilities changed on an object until end of turn or for the game. */
export interface GaModify extends Located {
  readonly power?: number;
  readonly life?: number;
  readonly level?: number;
  readonly durability?: number;
  readonly addSubtypes?: readonly string[];
  readonly addTypes?: readonly string[];
  readonly abilities?: readonly string[];
  readonly loseAbilities?: boolean;
  readonly until: "endOfTurn" | "game";
}

/** What every Grand Archive step has: its answers, whether it must be illegal, its checks. */
export interface StepBase extends Located {
  readonly answers: readonly GaAnswer[];
  readonly illegal: boolean;
  readonly check: readonly GaExpectation[];
  readonly index: number;
}

/** One step of a Grand Archive scenario, by kind (activate, materialize, resolve, advance, summon, move…). */
export type GaStep = StepBase &
  (
    | {
        readonly kind: "activate";
        readonly card: GaRef;
        readonly by?: string;
        readonly targets?: readonly GaTargetRef[];
        readonly modes?: readonly number[];
        readonly x?: number;
        readonly reserve?: readonly GaRef[];
        readonly rest?: readonly GaRef[];
        readonly imbue?: boolean;
        readonly brew?: readonly GaRef[];
        readonly prepare?: boolean;
      }
    | {
        readonly kind: "materialize";
        readonly card: GaRef;
        readonly by?: string;
        readonly targets?: readonly GaTargetRef[];
      }
    | {
        readonly kind: "activateAbility";
        readonly object: GaRef;
        readonly ability: number | string;
        readonly by?: string;
        readonly targets?: readonly GaTargetRef[];
        readonly reserve?: readonly GaRef[];
      }
    | { readonly kind: "resolve"; readonly count: number | "all" }
    | { readonly kind: "advance"; readonly to: GaPhase; readonly nextTurn: boolean }
    | { readonly kind: "rest"; readonly object: GaRef }
    | { readonly kind: "wakeUp"; readonly object: GaRef }
    | { readonly kind: "transform"; readonly object: GaRef }
    | {
        readonly kind: "summon";
        readonly token: GaCardDefAst;
        readonly controller: string;
        readonly id?: string;
        readonly rested: boolean;
      }
    | {
        readonly kind: "summonCopy";
        readonly of: GaRef;
        readonly controller: string;
        readonly id?: string;
        readonly rested: boolean;
      }
    | { readonly kind: "becomeCopy"; readonly object: GaRef; readonly of: GaRef; readonly name?: string }
    | {
        readonly kind: "copyActivation";
        readonly of: GaTargetRef;
        readonly controller: string;
        readonly newTargets?: readonly GaTargetRef[];
      }
    | { readonly kind: "copyCard"; readonly of: GaRef; readonly controller: string; readonly id?: string }
    | { readonly kind: "move"; readonly object: GaRef; readonly to: GaSetupZone | "effectsStack" }
    | { readonly kind: "destroy"; readonly object: GaRef }
    | { readonly kind: "banish"; readonly object: GaRef }
    | { readonly kind: "damage"; readonly to: GaRef; readonly amount: number }
    | { readonly kind: "addCounters"; readonly object: GaRef; readonly counters: Readonly<Record<string, number>> }
    | { readonly kind: "removeCounters"; readonly object: GaRef; readonly counters: Readonly<Record<string, number>> }
    | { readonly kind: "modify"; readonly object: GaRef; readonly modify: GaModify }
    | { readonly kind: "negate"; readonly of: GaTargetRef }
    | { readonly kind: "endCombat" }
    | { readonly kind: "endTurn" }
  );

/** What a Grand Archive expectation may check on an object: zone, name, elements, types, stats, status. */
export interface GaObjectChecks {
  readonly zone?: GaZone;
  readonly name?: string | null;
  readonly elements?: readonly Element[];
  readonly types?: readonly string[];
  readonly classes?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly supertypes?: readonly string[];
  readonly reserveCost?: number | null;
  readonly memoryCost?: number | null;
  readonly level?: number | null;
  readonly power?: number | null;
  readonly life?: number | null;
  readonly durability?: number | null;
  readonly speed?: "Fast" | "Slow" | null;
  readonly abilities?: readonly string[];
  readonly abilityCount?: number;
  readonly counters?: Readonly<Record<string, number>>;
  readonly damage?: number;
  readonly rested?: boolean;
  readonly properties?: readonly ActivationProperty[];
  readonly token?: boolean;
  readonly copy?: boolean;
  readonly transformed?: boolean;
  readonly controller?: string;
  readonly owner?: string;
  readonly chosenName?: string | null;
  readonly costToPlay?: number;
  readonly exists?: boolean;
}

/** One entry of the stack as a Grand Archive scenario expects it. */
export interface GaStackCheck extends Located {
  readonly name?: string | null;
  readonly controller?: string;
  readonly copy?: boolean;
  readonly ability?: boolean;
  /** A triggered ability (a copy of one is still one: Copy General 1.a). */
  readonly triggered?: boolean;
  readonly targets?: readonly GaTargetRef[];
  readonly modes?: readonly number[];
  readonly x?: number | null;
  readonly properties?: readonly ActivationProperty[];
}

/** One expectation of a Grand Archive scenario: about an object, a selection, a player or the stack. */
export type GaExpectation = Located & { readonly path: string; readonly index: number } & (
    | ({ readonly kind: "object"; readonly object: GaRef } & GaObjectChecks)
    | ({ readonly kind: "select"; readonly selector: GaSelector; readonly count: number } & GaObjectChecks)
    | {
        readonly kind: "player";
        readonly player: string;
        readonly handSize?: number;
        readonly memorySize?: number;
        readonly mainDeckSize?: number;
        readonly graveyard?: readonly string[];
        readonly banishment?: readonly string[];
        readonly championDamage?: number;
        readonly lost?: boolean;
      }
    | { readonly kind: "stack"; readonly entries: readonly GaStackCheck[] }
  );

/** A loaded Grand Archive scenario (`rules: ga`, docs/ga-scenarios.md). */
export interface GaScenario {
  readonly file: string;
  readonly name: string;
  readonly line: number;
  /** The edition of the rules (the tag of the loaded `Scenario`). */
  readonly rules: Edition;
  readonly cite: readonly string[];
  readonly players: readonly string[];
  readonly turn: { readonly active: string; readonly phase: GaPhase; readonly number: number };
  readonly cards: readonly GaCardDefAst[];
  readonly setup: GaSetup;
  readonly steps: readonly GaStep[];
  readonly expect: readonly GaExpectation[];
}
