import type { ActivationTiming } from "./activationTiming.js";
import type { Amount } from "./amount.js";
import type { Condition } from "./condition.js";
import type { ContinuousPart } from "./continuous.js";
import type { CopyException } from "./copyException.js";
import type { Cost } from "./cost.js";
import type { Duration, Effect } from "./effect.js";
import type { ObjectFilter } from "./filter.js";
import type { Keyword } from "./keyword.js";
import type { RuleEffect } from "./ruleEffect.js";
import type { TargetSlot } from "./target.js";
import type { TriggerEvent } from "./trigger.js";

/**
 * One ability as rules text defines it (113). Every ability carries the text it came from, so
 * that it can be shown, matched by scenarios and copied as text (707.2a). An ability the engine
 * cannot execute is a `text` ability: it still exists, is counted and copied, and is reported.
 */
export type AbilityDef =
  | KeywordAbility
  | StaticAbility
  | TriggeredAbility
  | ActivatedAbility
  | SpellAbility
  | ReplacementAbility
  | TextAbility;

/** A keyword ability (702), with its parameter when it has one. */
export interface KeywordAbility {
  readonly kind: "keyword";
  readonly text: string;
  readonly keyword: Keyword;
  /** Fading N, Ravenous etc. */
  readonly n?: number;
  /** Morph {cost}, Kicker {cost}, Equip {cost}, Flashback {cost}. */
  readonly cost?: string;
  /** "The replicate cost is equal to its mana cost" (Djinn Illuminatus): the cost is the spell's mana cost. */
  readonly costIsManaCost?: true;
  /** Protection from a color, or from "the chosen color" (linked to an "as enters" choice). */
  readonly from?: string;
  /** Enchant [filter] (303.4a); the card a typecycling ability searches for (702.29e). */
  readonly filter?: ObjectFilter;
  /** Ward—Pay life equal to … (702.21a): the life to pay. */
  readonly lifeCost?: Amount;
  /** "Eternalize—{cost}, Discard a card" (702.129a): cards discarded as part of the cost. */
  readonly discard?: number;
  /** Prototype {cost} — P/T (702.160a): the alternative power and toughness. */
  readonly prototype?: { readonly power: number; readonly toughness: number };
  /** Overload [cost] (702.96a): the spell's paragraphs with "target" changed to "each". */
  readonly overloaded?: readonly SpellAbility[];
  /** 702.5a, 303.4: "Enchant player" / "Enchant opponent" — the Aura enchants a player, not an object. */
  readonly players?: "any" | "opponent";
  /** 702.151a: the second of the two activated abilities reconfigure represents ("[Cost]: Unattach this permanent"). */
  readonly unattach?: true;
  /** Awaken N—[cost] (702.113a): the spell paragraph its effect includes when its awaken cost was paid. */
  readonly awakened?: SpellAbility;
}

/** One continuous effect a static ability generates (604.1, 611.3). */
export interface StaticEffect {
  /** The objects it affects, relative to the ability's source. */
  readonly affects: ObjectFilter;
  /** Zones of the affected objects (default: battlefield). */
  readonly zones?: readonly ("battlefield" | "hand" | "library" | "graveyard" | "exile" | "stack")[];
  readonly parts: readonly ContinuousPart[];
  /** "As long as …" (611.3b): the effect exists only while this holds. */
  readonly condition?: Condition;
}

/** A static ability (604): the continuous effects it generates. */
export interface StaticAbility {
  readonly kind: "static";
  readonly text: string;
  readonly effects: readonly StaticEffect[];
  /** Changes to what the rules allow (101.2), read where each rule is applied. */
  readonly rules?: readonly RuleEffect[];
  /** 604.3: characteristic-defining ability (applies first in its layer; functions in every zone). */
  readonly cda?: boolean;
  /**
   * 613.2a, 707.2: "Enchanted creature is a copy of the chosen creature" — a layer 1 copy effect on
   * the object the source is attached to, with the values of the object chosen as the source entered
   * (rules/attachedCopyEffect.ts).
   */
  readonly attachedCopyOfChosen?: true;
}

/** A triggered ability (603): its trigger event, condition and effects. */
export interface TriggeredAbility {
  readonly kind: "triggered";
  readonly text: string;
  readonly trigger: TriggerEvent;
  /** 603.4: intervening "if" clause, checked on triggering and on resolution. */
  readonly interveningIf?: Condition;
  readonly targets?: readonly TargetSlot[];
  readonly effects: readonly Effect[];
  /** "you may" on the whole ability: a yes/no decision on resolution. */
  readonly optional?: boolean;
  /** "…, choose one —" (700.2b): chosen as it is put on the stack; `effects` then are empty. */
  readonly modes?: readonly Mode[];
  readonly modeCount?: ModeCount;
  /** "This ability triggers only once each turn.": its event is ignored once it has triggered this turn. */
  readonly oncePerTurn?: true;
  /** 603.2h: "Do this only once each turn.": its event is ignored once its action was taken this turn (effect `tookOnceEachTurnAction`). */
  readonly onceEachTurnAction?: true;
}

/** An activated ability (602): a cost, and effects on resolution. */
export interface ActivatedAbility {
  readonly kind: "activated";
  readonly text: string;
  readonly cost: Cost;
  readonly targets?: readonly TargetSlot[];
  readonly effects: readonly Effect[];
  /** 605.1a: a mana ability doesn't use the stack. */
  readonly manaAbility?: boolean;
  readonly sorcerySpeed?: boolean;
  readonly oncePerTurn?: boolean;
  /** 602.5: "Activate only during your upkeep", "… during your turn", "… during combat". */
  readonly timing?: ActivationTiming;
  /** 602.5: "Activate only if a creature died this turn" — about the game, not the source. */
  readonly onlyIf?: Condition;
  /** "Any player may activate this ability" (602.2: otherwise only its controller may). */
  readonly anyPlayer?: boolean;
  /** The ability functions only while its card is in its owner's hand (cycling, 702.29a). */
  readonly fromHand?: boolean;
  /** The ability functions only while its card is in its owner's graveyard (unearth, 702.84a). */
  readonly fromGraveyard?: boolean;
  /** "{cost}: Choose one —" (700.2a): chosen as it is activated; `effects` then are empty. */
  readonly modes?: readonly Mode[];
  readonly modeCount?: ModeCount;
}

/** One option of a modal spell or ability: its own targets and instructions (700.2, 700.2c). */
export interface Mode {
  readonly text: string;
  readonly targets?: readonly TargetSlot[];
  readonly effects: readonly Effect[];
}

/**
 * 700.2: how many modes are chosen ("Choose two", "Choose one or both", "Choose one or more");
 * `repeat`: "You may choose the same mode more than once" (700.2d). Without it, exactly one.
 */
export interface ModeCount {
  readonly min: number;
  readonly max: number;
  readonly repeat?: boolean;
}

/** The instructions of an instant or sorcery (or an Aura's target), 113.3a. */
export interface SpellAbility {
  readonly kind: "spell";
  readonly text: string;
  /** "Choose one —": each mode its own targets and effects (700.2). */
  readonly modes?: readonly {
    readonly text: string;
    readonly targets?: readonly TargetSlot[];
    readonly effects: readonly Effect[];
  }[];
  readonly modeCount?: ModeCount;
  readonly targets?: readonly TargetSlot[];
  readonly effects: readonly Effect[];
  /** "As an additional cost to cast this spell, …" (601.2b). */
  readonly additionalCost?: Cost;
  /**
   * 603.12: "When you do, …" after an optional additional cost: a reflexive triggered ability of
   * the spell, triggered as the cost is paid (rules/casting/anyNumberSacrifice.ts).
   */
  readonly whenCostPaid?: readonly Effect[];
}

/** 614.1c-d: how the object enters the battlefield, and "as enters" choices (614.12). */
export type EntersReplacement =
  /**
   * 707.5, 614.1c: "You may have this enter as a copy of [filter]" — the object to copy is chosen
   * as the replacement applies; `optional` for "you may".
   */
  | {
      readonly effect: "entersAsCopy";
      readonly optional: boolean;
      readonly filter: ObjectFilter;
      readonly exceptions: readonly CopyException[];
      /** How long the copy effect lasts (Vesuvan Shapeshifter: "until [it] is turned face down"); default permanent. */
      readonly duration?: Duration;
      /** "As [this] enters or is turned face up" (614.1e): the choice is also made as it is turned face up. */
      readonly alsoAsTurnedFaceUp?: boolean;
      /** "any creature card in a graveyard" (Body Double): the object is chosen among graveyard cards. */
      readonly from?: "graveyard";
      /** "enter tapped as a copy" (Vesuva): tapped only if it enters as a copy. */
      readonly tapped?: true;
      /** "If you attacked this turn, you may have …" (Protean Raider): applies only if this holds as it enters. */
      readonly condition?: Condition;
      /**
       * 603.12: "When you do, …" (Wall of Stolen Identity): a reflexive ability that triggers when it
       * enters as a copy; the copied object is its trigger object ("the copied creature").
       */
      readonly whenYouDo?: TriggeredAbility;
    }
  /**
   * 607.2a (imprint): "As [this] enters, exile a [filter] card from a graveyard" — the card chosen
   * as it enters, linked to the permanent's abilities that refer to "the exiled card".
   */
  | { readonly effect: "asEntersExileLinked"; readonly filter: ObjectFilter }
  /**
   * 707.5, 614.1c: "As [this] enters, you may exile two [filter] cards from graveyards. If you do, it
   * enters as a copy of one of those cards with a number of additional [kind] counters on it equal
   * to the power of the other card" (The Mimeoplasm): copy/entersAsCopyOfExiledPair.ts.
   */
  | { readonly effect: "entersAsCopyOfExiledPair"; readonly filter: ObjectFilter; readonly counter: string }
  /**
   * 614.12, 607.2a: "As [this] enters, choose a creature" — an object on the battlefield chosen as it
   * enters, for the abilities printed with this one ("the chosen creature").
   */
  | { readonly effect: "asEntersChooseObject"; readonly filter: ObjectFilter }
  /** "[Filter] you control enter as a copy of this permanent" (Essence of the Wild): affects other objects. */
  | { readonly effect: "othersEnterAsCopyOfSelf"; readonly filter: ObjectFilter }
  /** "[Filter] you control enter as a copy of enchanted creature" (Infinite Reflection). */
  | { readonly effect: "othersEnterAsCopyOfAttached"; readonly filter: ObjectFilter }
  /** 614.1a: "If an effect would create one or more tokens under your control, it creates twice that many". */
  | { readonly effect: "doubleTokens" }
  /** 614.1a: "If an effect would put one or more counters on a permanent you control, it puts twice that many". */
  | { readonly effect: "doubleCounters" }
  /** 614.1a: "If you would copy a spell one or more times, instead copy it that many times plus an additional time" (Twinning Staff). */
  | { readonly effect: "copySpellAdditionalTime" }
  /** "If this creature would leave the battlefield, exile it instead of putting it anywhere else" (614.1a). */
  | { readonly effect: "exileIfWouldLeave" }
  /** `unless`: "~ enters tapped unless you control two or fewer other lands" (614.1c; checked as it would enter). */
  | { readonly effect: "entersTapped"; readonly unless?: Condition }
  /** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 119.4). */
  | { readonly effect: "mayPayLifeOrEntersTapped"; readonly life: number }
  /** `abilities`: "… and with [ability]" (Kavu Titan, 614.1c): it has them for as long as it stays. */
  | {
      readonly effect: "entersWithCounters";
      readonly kind: string;
      readonly amount: Amount;
      readonly condition?: Condition;
      readonly abilities?: readonly AbilityDef[];
    }
  /** "Each other [filter] you control enters with an additional [kind] counter on it" (Metallic Mimic, 614.1c). */
  | {
      readonly effect: "othersEnterWithCounters";
      readonly filter: ObjectFilter;
      readonly kind: string;
      readonly amount: number;
    }
  /** 614.1e: "As [this] is turned face up, put N [kind] counters on it" (Hooded Hydra). */
  | { readonly effect: "asTurnedFaceUp"; readonly kind: string; readonly n: number }
  /** 614.1c, 708.2a: "As [this] enters, turn all [filter] face down" (Ixidron). */
  | { readonly effect: "asEntersTurnFaceDown"; readonly filter: ObjectFilter }
  /** 614.1a: "If [this] would be put into a graveyard from anywhere, exile it instead" (Ghastly Mimicry). */
  | { readonly effect: "exileIfWouldGoToGraveyard" }
  | { readonly effect: "asEntersChoose"; readonly choice: "color" | "creatureType" | "cardName" | "opponent" };

/** A replacement ability (614), such as an "enters" replacement. */
export interface ReplacementAbility {
  readonly kind: "replacement";
  readonly text: string;
  readonly replacement: EntersReplacement;
}

/** An ability known only by its text: not executed yet, and said so in warnings. */
export interface TextAbility {
  readonly kind: "text";
  readonly text: string;
  /** Why it is not executed, shown in warnings. */
  readonly reason?: string;
}

export type AbilityKind = AbilityDef["kind"];
