import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaObjectId, GaPlayerId } from "./object.js";

/**
 * One item of the Effects Stack (Game Zones - Effects Stack 2): a card activation,
 * materialization, or an activated or triggered ability. Card instances read their source card,
 * which sits in the Effects Stack zone (Playing Cards 6, 9); ability instances read their source
 * object wherever it is, with last-known information (Resolving Abilities 1.b).
 */
export interface GaInstance {
  readonly id: string;
  readonly kind: "activation" | "materialization" | "ability" | "trigger";
  /** The card the instance is played from, or the ability's source object. */
  readonly sourceId: GaObjectId;
  /** Last-known name of the source (Naming 1). */
  readonly sourceName: string | null;
  /** Playing Cards 5; Copy General 3: the player who created the instance. */
  controller: GaPlayerId;
  /** Card Activation 1.9, Copy General 2: the "copy" property. */
  readonly copy: boolean;
  /** The instance this one copies, for explanations. */
  readonly copyOf: string | null;
  readonly decisions: GaDecisions;
  /** Abilities: the ability as it was when it was activated or triggered (Abilities 14). */
  readonly ability: GaStackAbility | null;
  /** Triggered abilities: the object the event was about. */
  readonly triggerObject: GaObjectId | null;
}

/** An activated or triggered ability on the Grand Archive stack, with its source. */
export interface GaStackAbility {
  readonly key: string;
  readonly def: GaAbilityDef;
  /** "activated" or "triggered" (a copied triggered ability is still triggered, Copy General 1.a). */
  readonly from: "activated" | "triggered";
}

/** Choices made while playing (Card Activation 1.3-1.5), copied by Copying Abilities 1. */
export interface GaDecisions {
  /** 0-based mode indices. */
  modes: number[];
  targets: (GaObjectId | GaPlayerId | string)[];
  x: number | null;
  /** Alternative cost used (Brew). */
  alternativeCost: "brew" | null;
  /** Restrictions unlocked as the card was activated, for modes (Restriction Abilities 1.a). */
  restrictions: Record<string, boolean>;
}

export function emptyDecisions(): GaDecisions {
  return { modes: [], targets: [], x: null, alternativeCost: null, restrictions: {} };
}
