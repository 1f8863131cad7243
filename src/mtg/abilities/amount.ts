import type { Color } from "../model/color.js";
import type { ObjectFilter } from "./filter.js";
import type { ObjectRef, PlayerRef } from "./ref.js";

/** A number an ability computes: fixed, X, or counted from the game. */
export type Amount =
  | number
  | { readonly of: "x" }
  /** "the number of [filter] on the battlefield" (relative to the source). */
  | { readonly of: "count"; readonly filter: ObjectFilter }
  /** "the number of [filter] cards in your graveyard". */
  | { readonly of: "countInGraveyard"; readonly filter: ObjectFilter; readonly whose: "you" | "all" }
  | { readonly of: "cardsInHand"; readonly whose: "you" }
  /** "the amount of mana spent to cast it" (601.2h): the source's, as its spell was paid; 0 if it wasn't cast. */
  | { readonly of: "manaSpentToCastSource" }
  /** 702.82b: `times` for each creature the source devoured as it entered. */
  | { readonly of: "devouredBySource"; readonly times: number }
  /** Tarmogoyf: "the number of card types among cards in all graveyards" (+ plus). */
  | { readonly of: "cardTypesInGraveyards"; readonly plus: number }
  /** The mana value of the object the effect is applied to (Opalescence, March of the Machines). */
  | { readonly of: "affectedManaValue" }
  /** Chameleon Spirit: "permanents of the chosen color your opponents control". */
  | { readonly of: "countChosenColorOpponents" }
  | { readonly of: "devotion"; readonly color: Color }
  | { readonly of: "sacrificedPower" }
  /** "for each creature sacrificed this way" (601.2b): the permanents sacrificed to cast the trigger's spell. */
  | { readonly of: "sacrificedToCastIt" }
  /** 702.97a: "the power of the card you exiled" to pay the cost, as it last existed in the graveyard. */
  | { readonly of: "exiledToPayPower" }
  /** "for each flip you won" after "flip a coin until you lose a flip" (705): read from the resolution. */
  | { readonly of: "coinFlipsWon" }
  /** 702.40a: the number of other spells cast before the triggering spell this turn. */
  | { readonly of: "spellsCastBeforeIt" }
  /** 702.69a: the number of permanents put into a graveyard from the battlefield this turn (gravestorm). */
  | { readonly of: "permanentsPutIntoGraveyardThisTurn" }
  /**
   * "the number of [filter] spells you've cast this turn" (`plus`: "one plus …"); `otherThanIt`:
   * "each other …" than the spell the ability is about; `beforeIt`: "… you've cast before it this turn".
   */
  | {
      readonly of: "spellsCastThisTurn";
      readonly filter: ObjectFilter;
      readonly otherThanIt?: true;
      readonly beforeIt?: true;
      readonly plus?: number;
    }
  /** 702.56a: the number of times the triggering spell's replicate cost was paid. */
  | { readonly of: "replicateCostsPaid" }
  /** 702.33c-d: "for each time it was kicked": the payments of its multikicker cost. */
  | { readonly of: "timesKicked" }
  | { readonly of: "countersOnSelf"; readonly kind: string }
  | { readonly of: "negate"; readonly amount: Amount }
  /** "1 plus the number of …", "the number of A plus the number of B": the terms added. */
  | { readonly of: "sum"; readonly terms: readonly Amount[] }
  /** "+2/+2 for each …", "twice the number of …": `n` times the amount. */
  | { readonly of: "times"; readonly n: number; readonly amount: Amount }
  /** "your life total" (119.1): the controller's life total now. */
  | { readonly of: "lifeTotal" }
  /** "1 for each card fewer than N in [the active player's] hand" (Stabwhisker the Odious). */
  | { readonly of: "activePlayerHandShortOf"; readonly n: number }
  /** The source's power ("pay life equal to [this]'s power", ward). */
  | { readonly of: "sourcePower" }
  /** "each kind of counter among permanents you control" (122.1: counters of different names are different kinds). */
  | { readonly of: "counterKindsAmongYours" }
  /** "that spell's mana value" (magecraft): the spell the trigger is about, as it last existed (608.2h). */
  | { readonly of: "triggerObjectManaValue" }
  /** "that much damage", "that many cards": the number the trigger event was about — the damage dealt (603.2). */
  | { readonly of: "triggerAmount" }
  /** 903.8: "each time you've cast your commander from the command zone this game" (all your commanders). */
  | { readonly of: "commanderCasts" }
  /**
   * "its power", "that creature's toughness": a number of one object as the instruction resolves,
   * or as it last existed on the battlefield once it has left (608.2h); `lastKnown`: the object of a
   * dies trigger, always as it last existed there.
   */
  | {
      readonly of: "valueOf";
      readonly what: ObjectRef;
      readonly value: "power" | "toughness" | "manaValue";
      readonly lastKnown?: true;
    }
  /**
   * 702.121a: "each opponent you attacked with a creature this combat" — players declared attacked
   * (planeswalkers and battles don't count; gone or not: the rulings of melee).
   */
  | { readonly of: "opponentsAttackedThisCombat" }
  /** 700.8: "for each creature in your party" — the size of the controller's party (0 to 4). */
  | { readonly of: "partySize" }
  /** "half their library, rounded down / up": of one player's library as the instruction resolves (107.1a). */
  | { readonly of: "halfLibrary"; readonly who: PlayerRef; readonly round: "down" | "up" }
  /** "half that many, rounded down" (107.1a): half of another amount, rounded as the text says. */
  | { readonly of: "half"; readonly amount: Amount; readonly round: "down" | "up" }
  /**
   * "that many [kind] counters" of one object: read as the instruction resolves, or as it last
   * existed on the battlefield once it has left (608.2h); `lastKnown`: the object of a dies trigger.
   */
  | { readonly of: "countersOn"; readonly what: ObjectRef; readonly kind: string; readonly lastKnown?: true };
