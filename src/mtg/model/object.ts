import type { ActivatedAbility, TriggeredAbility } from "../abilities/ability.js";
import type { Effect } from "../abilities/effect.js";
import type { FaceDef } from "./card.js";
import type { Color } from "./color.js";
import type { PlayPermission } from "./playPermission.js";

/** An object's id in a game (109.1; a new object after a zone change gets a new id, 400.7). */
export type ObjectId = string;
/** A player, by name. */
export type PlayerId = string;

/** The zones of the game (400.1). */
export const ZONES = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"] as const;
/** A zone of the game (400.1). */
export type ZoneName = (typeof ZONES)[number];

/** 110.5: a permanent's status; `face` and `flipped` also apply to cards elsewhere for DFC/flip cards. */
export interface ObjectStatus {
  tapped: boolean;
  flipped: boolean;
  faceDown: boolean;
  phasedOut: boolean;
  /** 712: which face of a double-faced object is up (0 front, 1 back). */
  face: 0 | 1;
}

/** A value chosen for an ability instance (614.12, 607): "as enters, choose a color", etc. */
export type ChoiceValue =
  | { readonly kind: "color"; readonly color: Color }
  | { readonly kind: "creatureType"; readonly type: string }
  | { readonly kind: "cardName"; readonly name: string }
  | { readonly kind: "player"; readonly player: PlayerId }
  /** "As [this] enters, choose a creature" (614.12): the object chosen. */
  | { readonly kind: "object"; readonly id: ObjectId };

/** 702.128a, 702.129a: the keywords whose ability creates a token copy of their card. */
export type TokenKeyword = "embalm" | "eternalize";

/** A token's own characteristics, as the effect that created it defined them (111.3, 111.4). */
export interface TokenBase {
  readonly faces: readonly FaceDef[];
  /** For explanations: which effect created it, and, for a copy, what it copied. */
  readonly createdBy: string;
  readonly copyOf?: ObjectId;
  /** The faces are the halves of a flip card (710). */
  readonly flip?: boolean;
  /** Exceptions the creating copy effect applied (707.9), for explanations. */
  readonly exceptions?: readonly { readonly rule: string; readonly text: string }[];
  /** Created by an embalm / eternalize ability: the card "was embalmed" (Vizier of Many Faces). */
  readonly keyword?: TokenKeyword;
}

/** Decisions made for a spell or ability on the stack (601.2, 602.2): copied by 707.10. */
export interface StackDecisions {
  modes: number[];
  targets: (ObjectId | PlayerId)[];
  x: number | null;
  kicked: boolean;
  /** Objects used to pay costs, looked at as they last existed (707.10: Fling). */
  sacrificed: { id: ObjectId; power: number | null }[];
  /** Mana actually spent (for Dawnglow Infusion); never copied (707.10). */
  manaSpent: string;
  castFrom: ZoneName | null;
  /** Which spell cast this turn it was (1 = first), for storm (702.40a); null for copies. */
  castNumber?: number | null;
  castFace: 0 | 1;
  /** 601.2d: how damage is divided among the targets, in target order (Fire). */
  damageDivision?: number[];
  /** 702.160a, 718.3: cast prototyped — its prototype mana cost, power and toughness. */
  prototyped?: boolean;
  /** 702.103b: a bestowed Aura spell, and the bestowed Aura it becomes, until it ceases to be bestowed (702.103e-f). */
  bestowed?: boolean;
  /** Cards exiled to pay its costs, as they are in exile (embalm's "this card", 702.128a). */
  exiledToPay?: ObjectId[];
  /** 702.97a (scavenge): the power of the card exiled to pay, as it last existed in the graveyard. */
  exiledToPayPower?: number;
  /**
   * Keywords whose optional additional cost (702.78a conspire, 702.153a casualty, 702.27a buyback) or
   * alternative cost (702.74a evoke) was paid, for "if [its] cost was paid".
   */
  paidCosts?: string[];
  /** 702.56a: how many times its replicate cost was paid. */
  replicated?: number;
  /** 702.33c-d: how many times its multikicker cost was paid. */
  timesKicked?: number;
  /** 702.62a: cast by suspend as a creature spell — haste (effect timestamp) while this player controls it. */
  hasteUntilControlLost?: { readonly by: PlayerId; readonly timestamp: number };
  /** 702.49c: what the creature returned to pay a ninjutsu cost was attacking. */
  ninjutsuAttacked?: ObjectId | PlayerId;
}

/** Decisions of a stack object for which nothing was decided (abilities without choices). */
export function emptyDecisions(): StackDecisions {
  return { modes: [], targets: [], x: null, kicked: false, sacrificed: [], manaSpent: "", castFrom: null, castFace: 0 };
}

/** An ability on the stack (113.7): its source and which ability of it. */
export interface StackAbility {
  readonly sourceId: ObjectId;
  /** The ability instance key on the source (see abilities/instance.ts). */
  readonly abilityKey: string;
  readonly abilityText: string;
  readonly kind: "activated" | "triggered";
  /** The ability as it was when put on the stack: it exists independently of its source (113.7a). */
  readonly def: ActivatedAbility | TriggeredAbility | null;
  /** A delayed trigger's instructions (603.7). */
  readonly effects?: readonly Effect[];
  /** The source's name when the ability was put on the stack (its last known name if it has left, 113.7a). */
  readonly sourceName?: string | null;
  /** For a copy of an ability: the ability object it copies (707.10). */
  readonly copiedFrom?: ObjectId;
  /** For triggered abilities: the object the event was about (603.2). */
  readonly triggerObject: ObjectId | null;
  /** For triggered abilities: the player the event was about ("that player", 603.2). */
  readonly triggerPlayer?: PlayerId;
  /** For triggered abilities: the event's number ("that much damage", "that many", 603.2). */
  readonly triggerAmount?: number;
  /** Delayed triggers carry their own effects (603.7): the delayed trigger's id. */
  readonly delayedId?: string;
}

/** 611.2b: an effect keeping a permanent tapped, with the source and player its duration watches. */
export interface KeptTapped {
  readonly sourceId: ObjectId;
  readonly controller: PlayerId;
  readonly duration: "whileYouControlSource" | "whileSourceOnBattlefield";
}

/**
 * An object (109) as a state holds it: read-only. States share the objects they did not change
 * (copy-on-write, model/writableObject.ts); a rule changes an object through `writable(state, id)`.
 */
export type GameObject = {
  // Nested data read-only too; abilities and tokens are read-only records already.
  readonly [K in keyof MutableGameObject]: K extends "ability" | "token" | "emblem"
    ? MutableGameObject[K]
    : DeepReadonly<MutableGameObject[K]>;
};

/** The parts of an object a rule may change, once it holds its own copy (`writable`). */
export interface MutableGameObject {
  readonly id: ObjectId;
  /** Name of the card it represents (library or inline), null for tokens and abilities. */
  readonly card: string | null;
  readonly token: TokenBase | null;
  readonly owner: PlayerId;
  /** The controller before layer 2 (the player who put it onto the battlefield or stack). */
  controller: PlayerId;
  zone: ZoneName;
  /** 613.7d: received on entering its zone; renewed by 613.7e-g. */
  timestamp: number;
  status: ObjectStatus;
  counters: Record<string, number>;
  damage: number;
  attachedTo: ObjectId | null;
  /** Choices per ability instance key (707.6, 607.5a). */
  choices: Record<string, ChoiceValue>;
  /** 302.6: the turn number since which its controller has controlled it continuously. */
  controlledSince: number;
  /** The controller `controlledSince` is about: a change of controller restarts it (302.6). */
  controlledBy: PlayerId;
  /** For spells and abilities on the stack. */
  decisions: StackDecisions | null;
  ability: StackAbility | null;
  /** 707.10: a copy of a spell or ability (not cast, not activated). */
  isCopyOfSpell: boolean;
  /** Transient combat status (506.4). */
  attacking: ObjectId | PlayerId | null;
  blocking: ObjectId | null;
  /** 707.12 / 707.13: a copy of a card created outside the stack (ceases to exist elsewhere, 707.10a). */
  isCardCopy: boolean;
  /** 607.2a: objects exiled by a linked ability, by ability group ("exiled with [this]"). */
  linked: Record<string, ObjectId[]>;
  /** 310.8: a battle's protector (a player), or null. */
  protector: PlayerId | null;
  /** Activations this turn per ability key ("activate only once each turn", 602.5b). */
  activatedThisTurn: Record<string, number>;
  /** 715.3d: an adventurer card exiled as its Adventure resolved: its owner may cast the creature from exile. */
  onAdventure?: boolean;
  /** 702.143a: a card foretold (exiled from its owner's hand) during this turn; castable after it. */
  foretoldTurn?: number;
  /** 701.19a: regeneration shields, each replacing the next time it would be destroyed this turn. */
  regenerationShields?: number;
  /** 712.4, 701.42a: a melded permanent is represented by its card and the other card of the pair, named here. */
  meldedWith?: string;
  /** 701.37b: the monstrous designation (not copiable; lost when the permanent leaves the battlefield). */
  monstrous?: true;
  /** 702.112b: the renowned designation (not copiable; lost when the permanent leaves the battlefield). */
  renowned?: true;
  /** 716.2b: a permanent's level, a designation (not copiable); none means level 1 (716.2d). */
  classLevel?: number;
  /** 702.82b: how many permanents it devoured as it entered. */
  devoured?: number;
  /** 702.95b: the creature it was paired with by a soulbond ability, and the player who controlled both then. */
  paired?: { readonly with: ObjectId; readonly controller: PlayerId };
  /**
   * 502.3: it doesn't untap during the next untap step of `player` (null: of whoever controls it
   * then); the effect ends with that step.
   */
  skipsNextUntap?: { readonly player: PlayerId | null };
  /**
   * 502.3, 611.2b: it doesn't untap during its controller's untap step for as long as the effect's
   * controller controls its source (or the source stays on the battlefield): rules/keptTapped.ts.
   */
  keptTapped?: readonly KeptTapped[];
  /** 702.84a: returned by unearth: exiled instead if it would leave the battlefield (not an ability it has). */
  unearthed?: true;
  /**
   * 701.15b: goaded — by each player here (701.15c), until that player's next turn (701.15a) or, with
   * `forGame`, for the rest of the game (not copiable; lost when the permanent leaves the battlefield).
   */
  goadedBy?: { readonly player: PlayerId; readonly forGame?: true }[];
  /** 702.104b: the opponent chosen for its tribute had it enter with the +1/+1 counters (rules/tribute.ts). */
  tributePaid?: true;
  /** An exiled card effects let players play (rules/playFromExile.ts); gone with the object (400.7). */
  playable?: PlayPermission[];
  /**
   * 903.3: the card is a player's commander — an attribute of the card itself, not a characteristic:
   * it keeps it as it changes zones (a copy of it is not a commander).
   */
  commander?: true;
  /** 114.1-114.3: an emblem in the command zone — its abilities (as a nameless face) and the effect that created it. */
  emblem?: TokenBase;
  /**
   * 608.2h: on a last-known record only — the permanent's power, toughness and mana value as it last
   * existed on the battlefield ("you gain life equal to its power" after it has left).
   */
  lastKnownValues?: {
    readonly power: number | null;
    readonly toughness: number | null;
    readonly manaValue: number;
    /** Its name as it last existed ("the same name as that creature"). */
    readonly name?: string;
  };
}

/** Plain data, read-only at every depth. */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
