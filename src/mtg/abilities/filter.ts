import type { Color } from "../model/color.js";
import type { Amount } from "./amount.js";
import type { Keyword } from "./keyword.js";

/**
 * Which objects something applies to, as composable data ("white creatures you control",
 * "each other non-Aura enchantment"). Perspective words (you, other, enchanted) are relative to
 * the source of the ability that uses the filter.
 */
export type ObjectFilter =
  | { readonly is: "all"; readonly of: readonly ObjectFilter[] }
  | { readonly is: "any"; readonly of: readonly ObjectFilter[] }
  | { readonly is: "not"; readonly filter: ObjectFilter }
  | { readonly is: "type"; readonly type: string }
  | { readonly is: "subtype"; readonly subtype: string }
  | { readonly is: "supertype"; readonly supertype: string }
  | { readonly is: "color"; readonly color: Color }
  | { readonly is: "colorless" }
  /** 105.2a: two or more colors. */
  | { readonly is: "multicolored" }
  /** "enchantedPlayer": "… enchanted player controls" — the player the source is attached to (303.4b). */
  | { readonly is: "controlledBy"; readonly who: "you" | "opponent" | "enchantedPlayer" }
  | { readonly is: "ownedBy"; readonly who: "you" | "opponent" }
  | { readonly is: "self" }
  | { readonly is: "other" }
  | { readonly is: "token" }
  /** 506.4: an attacking / a blocking creature (combat status, not a characteristic). */
  | { readonly is: "attacking" }
  | { readonly is: "blocking" }
  /** "creature blocking it" (the source): the object blocks the source (509.1, rampage 702.23a). */
  | { readonly is: "blockingSource" }
  /** "with the same name as this creature": the source's name, now (201.2; an object with no name shares none). */
  | { readonly is: "sameNameAsSource" }
  /** "with the same name as that creature": the trigger object's name, as it last existed if it left (608.2h). */
  | { readonly is: "sameNameAsTriggerObject" }
  /** 607.2c: "the token" of a card whose other ability created it — an object the source's linked abilities created. */
  | { readonly is: "createdWithSource" }
  /** 205.3m: "shares a creature type with a creature you control or a creature card in your graveyard" (Volo). */
  | { readonly is: "sharesCreatureTypeWithYours" }
  /** "with a counter on it": one or more counters of any kind (122.1), or of `kind` ("a +1/+1 counter"). */
  | { readonly is: "hasCounters"; readonly kind?: string }
  /** 301.5, 303.4: "equipped" / "enchanted" — an Equipment / an Aura is attached to it. */
  /** `atLeast`: "two or more Equipment are attached to it" (Brass Knuckles). */
  | { readonly is: "equipped"; readonly atLeast?: number }
  | { readonly is: "enchanted" }
  | { readonly is: "faceDown" }
  | { readonly is: "attachedBySource" }
  /** "each Aura attached to it" (the source): the object is attached to the source (301.5, 303.4). */
  | { readonly is: "attachedToSource" }
  /** 702.95b: the creature the source is paired with. */
  | { readonly is: "pairedWithSource" }
  | { readonly is: "hasKeyword"; readonly keyword: Keyword }
  | { readonly is: "manaValue"; readonly atMost?: Amount; readonly atLeast?: Amount; readonly equals?: Amount }
  /** "with power 4 or greater", "with toughness 2 or less" (208.1): the object's current value. */
  | { readonly is: "power" | "toughness"; readonly atMost?: number; readonly atLeast?: number }
  /**
   * "with lesser power" (mentor, 702.134a), "greater power" (evolve, 702.100a), "with power less than or
   * equal to ~'s power": compared with the source's (208.1).
   */
  | {
      readonly is: "comparedToSource";
      readonly stat: "power" | "toughness";
      readonly than: "greater" | "lesser" | "lesserOrEqual";
    }
  /**
   * "a creature with the greatest power among creatures that player controls" (Professor Onyx,
   * Crackling Doom): no creature its controller controls has greater power (208.1; among equals, any).
   */
  | { readonly is: "greatestPowerAmongItsControllers" }
  /** 110.5: a tapped permanent ("target tapped creature"; "untapped" is its negation). */
  | { readonly is: "tapped" }
  | { readonly is: "named"; readonly name: string }
  /** "with mana cost {0} or {1}": the mana cost is exactly one of these (202.1; no mana cost matches none). */
  | { readonly is: "manaCost"; readonly costs: readonly string[] }
  /** "of the chosen type": the creature type chosen for a linked "as enters" ability (607, 607.5a). */
  | { readonly is: "chosenCreatureType" }
  | { readonly is: "chosenColor" }
  /** 701.37b, 702.112b: "monstrous", "renowned" — a permanent with that designation. */
  | { readonly is: "monstrous" }
  | { readonly is: "renowned" }
  /** 716.2a: a permanent's level "is N" / "is N or greater" (716.2d: no level is level 1). */
  | { readonly is: "classLevel"; readonly equals?: number; readonly atLeast?: number }
  /** 903.3, 903.3d: a commander (a card with the commander designation, or the permanent or spell it is). */
  | { readonly is: "commander" }
  /** 115.9c: a spell or ability that targets only a single permanent or player (however many times). */
  | { readonly is: "targetsOnlySingle" }
  /** 115.9b: a spell or ability that targets you (the perspective's player, still in the game). */
  | { readonly is: "targetsYou" }
  /** A spell that wasn't cast (707.10: a copy put onto the stack). */
  | { readonly is: "notCast" }
  /** 707.12: a copy of a card (cast or not): no card ("casts an instant or sorcery card", Eye of the Storm's ruling). */
  | { readonly is: "copyOfCard" }
  /** 201.2: it has the same name as a card in your (the perspective's player's) graveyard (Pyromancer Ascension). */
  | { readonly is: "sameNameAsCardInYourGraveyard" }
  /** 601.2a: a spell you cast (not a copy, 707.10), or a card you are casting, before it is cast (601.2i). */
  | { readonly is: "castByYou" }
  /**
   * "The first instant or sorcery spell you cast each turn" (Anhelo): no other spell matching
   * `spells` was cast by its caster this turn before it — while it is being cast, none was (601.2i).
   */
  | { readonly is: "firstCastThisTurn"; readonly spells: ObjectFilter }
  /** 105.2: exactly N colors ("a spell that's exactly three colors"). */
  | { readonly is: "colorCount"; readonly exactly: number };

export const Filters = {
  and: (...of: ObjectFilter[]): ObjectFilter => ({ is: "all", of }),
  or: (...of: ObjectFilter[]): ObjectFilter => ({ is: "any", of }),
  not: (filter: ObjectFilter): ObjectFilter => ({ is: "not", filter }),
  type: (type: string): ObjectFilter => ({ is: "type", type }),
  subtype: (subtype: string): ObjectFilter => ({ is: "subtype", subtype }),
  supertype: (supertype: string): ObjectFilter => ({ is: "supertype", supertype }),
  color: (color: Color): ObjectFilter => ({ is: "color", color }),
  youControl: { is: "controlledBy", who: "you" } as ObjectFilter,
  opponentControls: { is: "controlledBy", who: "opponent" } as ObjectFilter,
  self: { is: "self" } as ObjectFilter,
  other: { is: "other" } as ObjectFilter,
  token: { is: "token" } as ObjectFilter,
  creature: { is: "type", type: "Creature" } as ObjectFilter,
  artifact: { is: "type", type: "Artifact" } as ObjectFilter,
  enchantment: { is: "type", type: "Enchantment" } as ObjectFilter,
  land: { is: "type", type: "Land" } as ObjectFilter,
  planeswalker: { is: "type", type: "Planeswalker" } as ObjectFilter,
  attached: { is: "attachedBySource" } as ObjectFilter,
} as const;
