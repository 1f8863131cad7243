import type { Color } from "../model/color.js";
import type { Amount } from "./amount.js";
import type { Condition } from "./condition.js";
import type { ContinuousPart } from "./continuous.js";
import type { CopyException } from "./copyException.js";
import type { ObjectFilter } from "./filter.js";
import type { ObjectRef, PlayerRef } from "./ref.js";
import type { TokenSpec } from "./token.js";

/** How long a continuous effect from a resolving spell or ability lasts (611.2a-b). */
export type Duration =
  | "endOfTurn"
  /** Vesuvan Shapeshifter: "until [it] is turned face down". */
  | "untilTurnedFaceDown"
  | "permanent"
  /** "for as long as [source] remains on the battlefield" / "for as long as you control [source]" (611.2b). */
  | "whileSourceOnBattlefield"
  | "whileYouControlSource";

/** A choice made as the effect happens (608.2d), stored by its key for later instructions. */
export type ResolutionChoice = { readonly choose: "color"; readonly key: string };

/** One instruction of a spell or ability, carried out in order as it resolves (608.2c). */
export type Effect =
  | { readonly do: "dealDamage"; readonly amount: Amount; readonly to: ObjectRef | "targetAny" }
  | { readonly do: "destroy"; readonly what: ObjectRef }
  | { readonly do: "exile"; readonly what: ObjectRef }
  | { readonly do: "returnToHand"; readonly what: ObjectRef }
  | { readonly do: "tap"; readonly what: ObjectRef }
  | { readonly do: "untap"; readonly what: ObjectRef }
  | { readonly do: "sacrifice"; readonly what: ObjectRef }
  | { readonly do: "addCounters"; readonly what: ObjectRef; readonly kind: string; readonly amount: Amount }
  | { readonly do: "draw"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "gainLife"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "loseLife"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "addMana"; readonly mana: string }
  | { readonly do: "addManaOfChosenColor" }
  | { readonly do: "addManaAnyColor"; readonly amount: number }
  | { readonly do: "counter"; readonly what: ObjectRef }
  | { readonly do: "createToken"; readonly token: TokenSpec; readonly count: Amount }
  | { readonly do: "attach"; readonly what: ObjectRef; readonly to: ObjectRef }
  | { readonly do: "choose"; readonly choice: ResolutionChoice }
  /** A continuous effect created by resolution: its affected set is locked now (611.2c). */
  | {
      readonly do: "continuous";
      readonly what: ObjectRef;
      readonly parts: readonly ContinuousPart[];
      readonly duration: Duration;
      /** Values chosen on resolution used by the parts, e.g. "the color of your choice". */
      readonly chosenColorKey?: string;
    }
  | { readonly do: "gainControl"; readonly what: ObjectRef; readonly duration: Duration }
  /** Do the inner effects only if the condition holds ("If this spell was kicked, …"). */
  | { readonly do: "if"; readonly condition: Condition; readonly effects: readonly Effect[]; readonly otherwise?: readonly Effect[] }
  /** "Destroy [X] at the beginning of the next end step": a delayed triggered ability (603.7). */
  | { readonly do: "atNextEndStep"; readonly effects: readonly Effect[] }
  /** "Exile that token at end of combat": a delayed triggered ability (603.7) for the end of combat step (511.2). */
  | { readonly do: "atEndOfCombat"; readonly effects: readonly Effect[] }
  | { readonly do: "setColorOfChoice"; readonly what: ObjectRef; readonly color: Color }
  /** 707.4: "[object] becomes a copy of [other]" (`of` may be a choice made on resolution). */
  | {
      readonly do: "becomeCopy";
      readonly what: ObjectRef;
      readonly of: ObjectRef | { readonly choose: ObjectFilter };
      readonly exceptions: readonly CopyException[];
      readonly duration: Duration;
    }
  /**
   * 707.10: "copy target spell / ability" (`count` copies); `newTargets` for "you may choose new
   * targets for the copy" (707.10c); exceptions such as Fork's "the copy is red".
   */
  | {
      readonly do: "copySpell";
      readonly what: ObjectRef;
      readonly count: Amount;
      readonly newTargets: boolean;
      readonly exceptions: readonly CopyException[];
      /** 707.10e: "The copy targets that token" — every target becomes one object created by this resolution. */
      readonly targetCreated?: boolean;
    }
  /** "Return it to the battlefield under its owner's control [with N counters on it]" (undying, 702.93a). */
  | { readonly do: "returnToBattlefield"; readonly what: ObjectRef; readonly withCounters?: { readonly kind: string; readonly n: number } }
  /** 702.32a (fading): "remove a [kind] counter from it. If you can't, sacrifice it." */
  | { readonly do: "removeCounterOrSacrifice"; readonly what: ObjectRef; readonly kind: string }
  /** "Counter target spell unless its controller pays {N}" (701.6a, 118.12). */
  | { readonly do: "counterUnlessPays"; readonly what: ObjectRef; readonly mana: string }
  /** 607.2a (imprint): "you may exile a [filter] card from your hand" — linked to this ability's group. */
  | { readonly do: "exileFromHandLinked"; readonly filter: ObjectFilter }
  /**
   * 607.2a (Mimic Vat's imprint): "exile that card", linked to this ability's group on the source;
   * with `returnOthers`, "If you do, return each other card exiled with [this] to its owner's graveyard."
   */
  | { readonly do: "exileLinked"; readonly what: ObjectRef; readonly returnOthers: boolean }
  /**
   * 707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its
   * mana cost." — the copy is created in the exile zone and cast during resolution (608.2g).
   */
  | { readonly do: "castCopyOfLinked"; readonly withoutPayingManaCost: boolean }
  /**
   * 707.13 (Garth One-Eye): choose a name not chosen before from `names`, create a copy of that
   * card from the card reference outside the game; you may cast it (paying its costs).
   */
  | { readonly do: "castCopyByName"; readonly names: readonly string[] }
  /**
   * Magar of the Magic Strings: "Note the name of target … card … and put it onto the battlefield
   * face down. It's [parts]" — the name is noted on the new permanent (707.14).
   */
  | { readonly do: "noteNameAndPutFaceDown"; readonly what: ObjectRef; readonly parts: readonly ContinuousPart[] }
  /** 707.14: "create a copy of the card with the noted name. You may cast the copy without paying its mana cost". */
  | { readonly do: "castCopyOfNoted" }
  /** 111, 707: "create a token that's a copy of [object]" (`count` tokens). */
  | {
      readonly do: "createTokenCopy";
      readonly of: ObjectRef;
      readonly count: Amount;
      readonly exceptions: readonly CopyException[];
    };
