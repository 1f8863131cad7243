import type { Color } from "../model/color.js";
import type { ZoneName } from "../model/object.js";
import type { Amount } from "./amount.js";
import type { ObjectFilter } from "./filter.js";

/** A yes/no question about the game, for "as long as", "if" and intervening-if clauses. */
export type Condition =
  | { readonly is: "not"; readonly condition: Condition }
  /** Every one of the conditions ("if you both own and control X and Y"). */
  | { readonly is: "all"; readonly of: readonly Condition[] }
  | { readonly is: "lifeAtLeast"; readonly n: number }
  /** 611.3b: "as long as seven or more cards are in your graveyard", "… an opponent controls an Island": a number counted now, within the bounds. */
  | { readonly is: "amountInRange"; readonly amount: Amount; readonly atLeast: number; readonly atMost?: number }
  | { readonly is: "devotionLessThan"; readonly color: Color; readonly n: number }
  /** "as long as enchanted permanent is a creature" and similar: the object matches the filter. */
  | { readonly is: "attachedMatches"; readonly filter: ObjectFilter }
  | { readonly is: "selfMatches"; readonly filter: ObjectFilter }
  | { readonly is: "topOfGraveyardMatches"; readonly filter: ObjectFilter }
  /** "if it had no [kind] counters on it" — read from its last known information (608.2h). */
  | { readonly is: "selfHadNoCounters"; readonly kind: string }
  | { readonly is: "kicked" }
  | { readonly is: "castFromGraveyard" }
  /** "if its [keyword] cost was paid" (702.74a evoke, 702.109a dash): how its spell was cast. */
  | { readonly is: "costPaid"; readonly keyword: string }
  /** 702.104b: "if tribute was paid" — the opponent chosen had the source enter with its counters. */
  | { readonly is: "tributePaid" }
  | { readonly is: "manaSpent"; readonly color: Color }
  /** "If it's your turn": the ability's controller is the active player (102.1). */
  | { readonly is: "yourTurn" }
  /** "if no spells were cast last turn" (Afflicted Deserter). */
  | { readonly is: "noSpellsCastLastTurn" }
  /** "If that [target] is a [filter]": the Nth target, as the instruction is carried out (608.2c). */
  | { readonly is: "targetMatches"; readonly index: number; readonly filter: ObjectFilter }
  /** 115.9c: "if that spell targets only ~": the trigger's spell has one different target, matching the filter. */
  | { readonly is: "triggerObjectTargetsOnly"; readonly filter: ObjectFilter }
  /** "If that spell has mana value 5 or greater": the trigger's object, as it last existed (603.2, 608.2h). */
  | { readonly is: "triggerObjectMatches"; readonly filter: ObjectFilter }
  /** "If it's a creature card", "If a creature card is revealed this way": a card an earlier instruction revealed (608.2c). */
  | { readonly is: "cardThisWayMatches"; readonly filter: ObjectFilter }
  /** "If X is N or more" for a permanent: the X its spell was cast with (702.156a ravenous). */
  | { readonly is: "xAtLeast"; readonly n: number }
  /** "if a player cast two or more spells last turn" (Werewolf Ransacker). */
  | { readonly is: "aPlayerCastSpellsLastTurn"; readonly atLeast: number }
  /** "if you both own and control [filter]" — some permanent matching it is owned and controlled by you (Gisela). */
  | { readonly is: "youOwnAndControl"; readonly filter: ObjectFilter }
  /** "if you control [an artifact]" — some permanent matching it is controlled by you (Banish into Fable). */
  | { readonly is: "youControl"; readonly filter: ObjectFilter }
  /** 702.30a (echo): "if this permanent came under your control since the beginning of your last upkeep". */
  | { readonly is: "cameUnderControlSinceLastUpkeep" }
  /** 711.2a-b: "as long as this creature has at least N1 [kind] counters on it, but no more than N2". */
  | { readonly is: "selfCounters"; readonly kind: string; readonly atLeast: number; readonly atMost?: number }
  /** "if you control two or more other lands", "… a Plains or an Island": how many permanents you control match. */
  | {
      readonly is: "youControlCount";
      readonly filter: ObjectFilter;
      readonly atLeast?: number;
      readonly atMost?: number;
      /** "… with the same name as one another": the most of them that share one name (201.2). */
      readonly sameName?: true;
    }
  /** "if you have two or more opponents" (102.2, 800.4a: players who left the game are not opponents). */
  | { readonly is: "opponentsAtLeast"; readonly n: number }
  /** Raid: "if you attacked this turn" — you declared one or more attacking creatures this turn (508.1). */
  | { readonly is: "youAttackedThisTurn" }
  /** Morbid: "if a creature died this turn" (700.4). */
  | { readonly is: "creatureDiedThisTurn" }
  /**
   * "if you cast it [from your hand]", "if it was cast": this permanent was a spell that was cast
   * (601.2i; a copy of a spell wasn't, 707.10), by you (`byYou`), from that zone (`from`).
   */
  | { readonly is: "selfWasCast"; readonly byYou?: true; readonly from?: ZoneName }
  /** Revolt: "if a permanent you controlled left the battlefield this turn". */
  | { readonly is: "yourPermanentLeftThisTurn" }
  /** "if you gained N or more life this turn" (119.3). */
  | { readonly is: "youGainedLifeThisTurn"; readonly atLeast: number }
  /** "if you've cast another spell this turn": a spell other than the source (601.2i). */
  | { readonly is: "youCastAnotherSpellThisTurn" }
  /** "if ~ is tapped" (110.5). */
  | { readonly is: "selfTapped" }
  /** 702.131c: "if you have the city's blessing" (a designation of the player). */
  | { readonly is: "youHaveCitysBlessing" }
  /** 702.95b: "as long as ~ is paired with another creature". */
  | { readonly is: "selfPaired" }
  /** 702.82b: "if it devoured a creature". */
  | { readonly is: "selfDevoured" }
  /** Eminence: "if ~ is in the command zone or on the battlefield" (113.6b: the ability functions in those zones). */
  | { readonly is: "selfInZones"; readonly zones: readonly ZoneName[] };
