import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaEffect } from "../abilities/effect.js";
import type { GaPart } from "../abilities/continuous.js";
import type { GaCard } from "./card.js";
import type { Edition } from "./edition.js";
import type { GaObjectId, GaObject, GaPlayerId } from "./object.js";
import type { GaInstance } from "./stack.js";
import type { CopySnapshot } from "../abilities/copyException.js";
import type { Element } from "./element.js";

/** A Grand Archive player: the elements enabled besides the champion's lineage, whether they lost, Empower waiting. */
export interface GaPlayer {
  readonly name: GaPlayerId;
  /** Elements enabled besides those of the champion's lineage (Element 2-3), for scenarios. */
  extraElements: Element[];
  lost: boolean;
  /** Empower N waiting for the next Spell card this turn (Empower N 1). */
  empower: number;
}

/** Turn phases in order; combat happens inside the main phase. */
export const GA_PHASES = ["wakeUp", "materialize", "recollection", "draw", "main", "end"] as const;
/** A phase of a Grand Archive turn. */
export type GaPhase = (typeof GA_PHASES)[number];

/** The Grand Archive turn: the active player, the phase and the turn number. */
export interface GaTurn {
  active: GaPlayerId;
  phase: GaPhase;
  number: number;
  /** Card Materialization 2: whether the active player has materialized this materialize phase. */
  materialized: boolean;
  /** The combat in progress: the attacker and its attack target. */
  combat: { attacker: GaObjectId; target: GaObjectId | null } | null;
}

/** How long a resolved continuous effect lasts (Continuous Effects 2). */
export type GaDuration =
  | { readonly until: "endOfTurn" }
  | { readonly until: "yourNextTurn"; readonly player: GaPlayerId }
  | { readonly until: "game" }
  | { readonly until: "sourceLeavesControl"; readonly source: GaObjectId; readonly player: GaPlayerId }
  | { readonly until: "endOfCombat" };

/**
 * A continuous effect created by a resolving card or ability, a rule, or a convenience: a copy
 * effect (its snapshot) or parts applied in the layers. Instanced effects lock their set when
 * they begin (Instanced Effects 2).
 */
export interface GaEffectRecord {
  readonly id: string;
  readonly sourceId: GaObjectId | null;
  readonly sourceName: string | null;
  readonly controller: GaPlayerId;
  /** Timestamps 1.b */
  readonly timestamp: number;
  readonly duration: GaDuration;
  readonly affected: readonly GaObjectId[];
  readonly parts: readonly GaPart[];
  readonly copy?: CopySnapshot;
  readonly rule: string;
  readonly text: string;
}

/** A "the next time …" effect waiting for its event (Stargazer's Portent, Enhance Potency). */
export interface GaWatcher {
  readonly id: string;
  readonly controller: GaPlayerId;
  readonly sourceName: string | null;
  readonly on: { readonly event: "abilityActivated"; readonly source: GaObjectId };
  readonly effects: readonly GaEffect[];
  readonly until: "endOfTurn";
  readonly text: string;
}

/** A triggered ability that has triggered and waits to be put on the Effects Stack (Triggered Abilities 1, 10). */
export interface GaPendingTrigger {
  readonly sourceId: GaObjectId;
  readonly abilityKey: string;
  readonly controller: GaPlayerId;
  readonly triggerObject: GaObjectId | null;
  /** The ability and its source's name when it triggered: the source may have left (Abilities 13). */
  readonly ability: GaAbilityDef;
  readonly sourceName: string | null;
  /** Watchers: the effects to run. */
  readonly effects?: readonly GaEffect[];
}

/** One event of a Grand Archive game's log, with its rule. */
export interface GaLogEntry {
  readonly event: string;
  readonly detail: string;
  readonly rule?: string;
}

/**
 * The whole Grand Archive game as plain data: no derived characteristic is stored. Round-trips
 * through JSON; mutated only by the rules functions, on a working copy (game/act.ts).
 */
export interface GaState {
  readonly format: "doppel-ga-state/1";
  readonly edition: Edition;
  players: GaPlayer[];
  /** Cards defined by the scenario, by lower-case name. */
  customCards: Record<string, GaCard>;
  objects: Record<GaObjectId, GaObject>;
  /** Effects Stack instances, bottom first (first-in-last-out). */
  stack: GaInstance[];
  turn: GaTurn;
  effects: GaEffectRecord[];
  watchers: GaWatcher[];
  pendingTriggers: GaPendingTrigger[];
  nextTimestamp: number;
  nextId: number;
  /** Old object id → what it became after a zone change. */
  successors: Record<GaObjectId, GaObjectId>;
  /** Seeded generator state (kernel/rng.ts): memory costs banish at random. */
  rng: number;
  /** Increases on every mutation: derived characteristics are memoized per revision. */
  rev: number;
  log: GaLogEntry[];
}
