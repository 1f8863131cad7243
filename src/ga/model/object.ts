import type { CopyNote } from "../abilities/copyException.js";
import type { GaFace } from "./card.js";
import type { GaProperties } from "./properties.js";

/** The id of a Grand Archive object in a game state. */
export type GaObjectId = string;
/** A Grand Archive player, by name. */
export type GaPlayerId = string;

/**
 * Game Zones 1 (Main Deck, Material Deck, Hand, Memory, Field, Graveyard, Banishment, Intent,
 * Effects Stack) and the Inner Lineage, an object-specific zone (Object-Specific Zones).
 */
export const GA_ZONES = [
  "field",
  "effectsStack",
  "hand",
  "mainDeck",
  "materialDeck",
  "memory",
  "graveyard",
  "banishment",
  "intent",
  "lineage",
] as const;
/** A Grand Archive zone (Game Zones 1). */
export type GaZone = (typeof GA_ZONES)[number];

/**
 * What a thing in a zone is: a physical card; a token (Tokens 1: an object with no card); or a
 * copy of a card that is not an object (Copy General 1.e: treated as a card while the copy lasts).
 */
export type GaKind = "card" | "token" | "cardCopy";

/** The characteristics of a token or card copy, as the effect that made it defined them. */
export interface GaVirtualBase {
  readonly faces: readonly GaFace[];
  /** For explanations: what made it, and what it copies. */
  readonly createdBy: string;
  readonly copy?: CopyNote;
}

/** A choice made for an ability instance as it resolved (Nia's card name, Copy: Copying Objects 2). */
export type GaChoice =
  | { readonly kind: "cardName"; readonly name: string }
  | { readonly kind: "class"; readonly name: string };

/**
 * A card, token or card copy in a zone, as plain data. Characteristics are never stored: they are
 * derived (layers/derive.ts) from the printed face, copy effects and continuous effects.
 */
export interface GaObject {
  readonly id: GaObjectId;
  readonly kind: GaKind;
  /** The card's name in the library or the scenario's cards; null for tokens and card copies. */
  readonly card: string | null;
  /** Tokens and card copies: their own characteristics. */
  readonly virtual: GaVirtualBase | null;
  readonly owner: GaPlayerId;
  /** Control and Ownership 1-3: who controls it (the player who played it, by default). */
  controller: GaPlayerId;
  zone: GaZone;
  /** Timestamps 1: when it entered its zone (or, for a card on the Effects Stack, when it was played). */
  timestamp: number;
  /** Orientation: Rested or Awake (Properties and States). */
  rested: boolean;
  /** Double-faced Cards 3: 1 when the flip side is up ("transformed"). */
  face: 0 | 1;
  faceDown: boolean;
  counters: Record<string, number>;
  /** Allies mark temporary damage (Stats, Life 2.b); champions use damage counters. */
  damage: number;
  /** Imbued, Brewed, Prepared, Empowered (Properties and States). */
  properties: GaProperties;
  /** Choices per ability instance key (Copy: Copying Objects 2). */
  choices: Record<string, GaChoice>;
  /** Champions: cards of the inner lineage, bottom first (Inner Lineage). */
  lineage: GaObjectId[];
  /** Intents: the unit whose Intent holds it (Game Zones - Intent 1). */
  intentOf: GaObjectId | null;
  /** Activations of its abilities, per ability key, for "activate only once". */
  activations: Record<string, number>;
  /** Damage prevention shields until end of turn ("prevent the next N damage"). */
  prevention: number;
  /** For cards on the Effects Stack: the cards reserved to pay (Game Zones 7.c). */
  paidWith: GaObjectId[];
}
