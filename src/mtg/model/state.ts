import type { TriggeredAbility } from "../abilities/ability.js";
import type { Effect } from "../abilities/effect.js";
import type { ObjectFilter } from "../abilities/filter.js";
import type { TriggerEvent } from "../abilities/trigger.js";
import type { CardDef } from "./card.js";
import type { EffectRecord } from "./effectRecord.js";
import type { GameObject, ObjectId, PlayerId } from "./object.js";
import type { Player } from "./player.js";
import type { PreventionShield } from "./prevention.js";
import type { TurnRuleEffect } from "./combatRestrictions.js";
import type { NextEntersAsCopy } from "./nextEntersAsCopy.js";
import type { TurnState } from "./turn.js";
import type { TurnHistory } from "./turnHistory.js";

/** 603.7: a delayed triggered ability created by a resolving spell or ability. */
export interface DelayedTrigger {
  readonly id: string;
  readonly sourceId: ObjectId;
  readonly controller: PlayerId;
  /**
   * The beginning of the next end step (513.1), of the next end of combat step (511.2), of the
   * next upkeep (503.1), or of its controller's next upkeep (702.88a), or of each of its
   * controller's upkeeps for the rest of the game (702.50a epic: it triggers again and again);
   * or the next spell matching `castFilter` its controller casts in turn `turn`; or "manaSpent",
   * the spell matching `castFilter` its mana is spent to cast (Player.manaSpendTriggers).
   */
  readonly when:
    | "nextEndStep"
    | "endOfCombat"
    | "nextUpkeep"
    | "yourNextUpkeep"
    | "eachOfYourUpkeeps"
    | "nextCast"
    | "castThisTurn"
    | "entersThisTurn"
    | "manaSpent"
    | "eventThisTurn";
  readonly castFilter?: ObjectFilter;
  /** "nextCast": the next loyalty ability its controller activates triggers it too (606, Repeated Reverberation). */
  readonly orLoyaltyAbility?: true;
  /** "entersThisTurn": the permanents whose entering triggers it (603.7b), in turn `turn`. */
  readonly entersFilter?: ObjectFilter;
  /** "eventThisTurn": the event that triggers it (603.7b), in turn `turn`. */
  readonly event?: TriggerEvent;
  /** "castThisTurn": whose spells trigger it (603.7b: each one cast in turn `turn`). */
  readonly castBy?: "you" | "any";
  readonly turn?: number;
  /** The name of the object that made it, for naming it on the stack once that object is gone. */
  readonly sourceName?: string;
  readonly effects: readonly Effect[];
  /** Objects the effect refers to ("destroy Crazed Armodon": tracks the object, 707.11). */
  readonly refersTo: readonly ObjectId[];
  readonly text: string;
}

/** A triggered ability that has triggered and waits to be put on the stack (603.3). */
export interface PendingTrigger {
  readonly sourceId: ObjectId;
  readonly abilityKey: string;
  readonly controller: PlayerId;
  readonly triggerObject: ObjectId | null;
  /** The player the event was about ("that player" of "deals combat damage to a player", 603.2). */
  readonly triggerPlayer?: PlayerId;
  /** The event's number: the damage dealt ("that much", "that many", 603.2). */
  readonly triggerAmount?: number;
  readonly delayedId?: string;
  /** The ability and its source's name as they were when it triggered: the source may have left (603.10a). */
  readonly ability?: TriggeredAbility;
  readonly sourceName?: string | null;
  /** 1-based position of the ability among its source's abilities when it triggered (docs/scenario-format.md §4.3 "id#N"). */
  readonly abilityNumber?: number;
}

/** One line of the game's history, for `--trace` and explanations. */
export interface LogEntry {
  readonly event: string;
  readonly detail: string;
  readonly rule?: string;
  /** The objects the entry is about, in the order its detail names them (the workbench links them). */
  readonly objects?: readonly ObjectId[];
}

/**
 * The whole game as plain data (architecture decision 1): no derived characteristic is stored.
 * Round-trips through JSON. Mutated only by the rules functions, always on a working copy.
 */
export interface GameState {
  readonly format: "doppel-mtg-state/1";
  players: Player[];
  /** Cards defined by the scenario itself (inline cards), by lower-case name. */
  customCards: Record<string, CardDef>;
  /** The name of the catalog every other card the game can name comes from (mtg/cards/registry.ts). */
  catalog: string;
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  /** Bottom first; the last entry is the top of the stack. */
  stack: ObjectId[];
  turn: TurnState;
  /** Who has priority, or null while no player has it (during turn-based actions). */
  priority: PlayerId | null;
  /** Consecutive passes with no action in between (117.4). */
  passes: number;
  effects: EffectRecord[];
  delayedTriggers: DelayedTrigger[];
  pendingTriggers: PendingTrigger[];
  nextTimestamp: number;
  nextId: number;
  /**
   * 608.2h, 603.10a: last known information — objects as they last existed before leaving the
   * battlefield this turn (for abilities that look back, and effects that refer to them).
   */
  lastKnown: Record<ObjectId, GameObject>;
  /** 400.7: old object id → the new object it became after a zone change. */
  successors: Record<ObjectId, ObjectId>;
  /** The combat phase's bookkeeping while a combat is under way (506-511); absent otherwise. */
  combat?: CombatState;
  /** 704.5h: creatures dealt damage by a source with deathtouch since state-based actions were last checked. */
  deathtouched?: ObjectId[];
  /** 903.9a: commanders put into a graveyard or exile since state-based actions were last checked. */
  commandersToReturn?: ObjectId[];
  /** Spells cast, by turn, for "no spells were cast last turn" and storm. */
  spellsCastThisTurn: number;
  spellsCastLastTurn: number;
  /** The same counts per player (absent: none cast), for "if a player cast two or more spells last turn". */
  spellsCastThisTurnBy?: Record<PlayerId, number>;
  spellsCastLastTurnBy?: Record<PlayerId, number>;
  /** 730.2: the previous turn's active player, whose spells decide whether day becomes night. */
  previousTurnActive?: PlayerId;
  /** 500.7: extra turns still to be taken, the most recently created last (it is taken first). */
  extraTurns?: PlayerId[];
  /** 500.7: during extra turns, the player after whom the turn order goes on once they are taken. */
  rotationFrom?: PlayerId;
  /** 730.1: the game's day/night designation; absent: neither (the game starts with neither). */
  dayNight?: "day" | "night";
  /** What happened so far this turn (model/turnHistory.ts); absent: nothing yet. */
  turnHistory?: TurnHistory;
  /** 615.1 (Stomp): the turn during which damage can't be prevented. */
  damageCantBePreventedTurn?: number;
  /** 615.1a: the prevention shields resolved spells and abilities created this turn (absent: none). */
  preventionShields?: PreventionShield[];
  /** 101.2: the rule-changing effects resolved spells and abilities created this turn (absent: none). */
  turnRules?: TurnRuleEffect[];
  /** 614.1c: "the next time … enter this turn, they enter as copies of …" (absent: none). */
  nextEntersAsCopy?: NextEntersAsCopy[];
  /** Seeded generator state (kernel/rng.ts). */
  rng: number;
  /** Increases on every mutation; derived characteristics are memoized per revision. */
  rev: number;
  log: LogEntry[];
}

/** What a combat remembers beyond each object's `attacking` / `blocking` (506-511). */
export interface CombatState {
  /** 509.1h: attackers that became blocked; they stay blocked even if their blockers leave combat. */
  blocked: ObjectId[];
  /**
   * 506.4c: attackers whose player, planeswalker or battle was removed from combat: they are
   * still attacking, but attack nothing (and, unblocked, deal no combat damage).
   */
  attackingNothing: ObjectId[];
  /** 506.4: the controller of each attacking or blocking creature and each attacked battle or planeswalker when it entered combat. */
  controllers: Record<ObjectId, PlayerId>;
  /** 508.1: the players the declared attackers attacked (not planeswalkers or battles): melee, 702.121a. */
  attackedPlayers?: PlayerId[];
  /** 510.4: the combat damage steps performed so far this combat (0, 1 or 2). */
  damageSteps: number;
  /** 510.4: the creatures that had first strike or double strike as the first combat damage step began; null when no creature had. */
  firstStrikers: ObjectId[] | null;
}
