import type { Condition } from "./condition.js";
import type { CostChange } from "./costChange.js";
import type { ObjectFilter } from "./filter.js";

/**
 * What a static ability does that is not a change of characteristics (613) but of what the rules
 * allow (101.2: a "can't" wins): each is read by the rule it modifies, where that rule is applied.
 * Filters are relative to the ability's source. `affects`, where a rule has it, names the objects
 * the rule applies to ("Enchanted creature can't block"); without it the rule applies to the
 * object whose ability it is ("~ can't block").
 */
export type RuleEffect =
  /** "This spell can't be countered" (101.2; functions on the stack, 113.6g). */
  | { readonly rule: "cantBeCountered" }
  /** "The 'legend rule' doesn't apply [to permanents you control]" (704.5j). */
  | { readonly rule: "legendRuleDoesntApply"; readonly to: ObjectFilter }
  /** "[This] attacks each combat if able" (508.1d): a requirement on declaring attackers. */
  | { readonly rule: "attacksEachCombat"; readonly affects?: ObjectFilter }
  /** "[This] can't be blocked by [filter]" (509.1b): a restriction on declaring blockers. */
  | { readonly rule: "cantBeBlockedBy"; readonly filter: ObjectFilter; readonly affects?: ObjectFilter }
  /** "[This] can't attack" (508.1c): a restriction on declaring attackers. */
  | { readonly rule: "cantAttack"; readonly affects?: ObjectFilter }
  /** 702.3b: "[This] can attack [this turn] as though it didn't have defender". */
  | { readonly rule: "attacksDespiteDefender"; readonly affects?: ObjectFilter }
  /** "[This] can't block" (509.1b): a restriction on declaring blockers. */
  | { readonly rule: "cantBlock"; readonly affects?: ObjectFilter }
  /** "[This] can block only [filter]" (509.1b): it may block only attackers matching the filter. */
  | { readonly rule: "canBlockOnly"; readonly filter: ObjectFilter; readonly affects?: ObjectFilter }
  /** "[This] doesn't untap during [its controller's] untap step" (502.3). */
  | { readonly rule: "doesntUntap"; readonly affects?: ObjectFilter }
  /** "You may choose not to untap ~ during your untap step" (502.3): its controller is asked in their untap step. */
  | { readonly rule: "mayChooseNotToUntap" }
  /** "Skip your draw step" (614.10): its controller's draw steps are skipped. */
  | { readonly rule: "skipDrawStep" }
  /** "You may play an additional land / N additional lands on each of your turns" (305.2; "each": each player on theirs). */
  | { readonly rule: "additionalLandPlays"; readonly count: number; readonly who: "you" | "each" }
  /** "Players / Your opponents / You can't gain life" (119.7, 101.2). */
  | { readonly rule: "cantGainLife"; readonly who: "you" | "opponents" | "each" }
  /** "You don't lose the game for having 0 or less life" (704.5a, 101.2). */
  | { readonly rule: "noLossForZeroLife" }
  /** "[Its] activated abilities can't be activated" (602.5). */
  | { readonly rule: "cantActivate"; readonly affects?: ObjectFilter }
  /** "[This] can't be blocked by more than one creature" (509.1b). */
  | { readonly rule: "maxOneBlocker"; readonly affects?: ObjectFilter }
  /** "[This] can't attack unless defending player controls [filter]" (508.1c). */
  | {
      readonly rule: "cantAttackUnlessDefenderControls";
      readonly filter: ObjectFilter;
      readonly affects?: ObjectFilter;
    }
  /**
   * 903.3a: "[This card] can be your commander" — a rule of deck construction that functions before
   * the game begins: the commander designation (903.3) accepts the card.
   */
  | { readonly rule: "canBeYourCommander" }
  /**
   * 603.2d: "If you casting or copying an instant or sorcery spell causes a triggered ability of a
   * permanent you control to trigger, that ability triggers an additional time" (Veyran).
   */
  | { readonly rule: "triggersAdditionalTime"; readonly spells: ObjectFilter }
  /** "You have hexproof" (702.11d): the source's controller can't be the target of opponents' spells or abilities. */
  | { readonly rule: "controllerHasHexproof" }
  /** 701.43d: "You may exert [this creature] as it attacks" — an optional cost to attack (508.1g). */
  | { readonly rule: "mayExertAsItAttacks" }
  /** "Your opponents can't cast spells [filter]" (101.2, 601.2 — checked as a spell is cast). */
  | { readonly rule: "opponentsCantCast"; readonly filter: ObjectFilter }
  /**
   * "Each player can't cast more than one spell each turn" / "You can't …" (101.2, 601.2): a player
   * who cast a spell this turn (even before the source was there: Rule of Law's ruling) can't cast another;
   * "enchanted": "Enchanted player can't …" (303.4b, Curse of Exhaustion).
   */
  | { readonly rule: "oneSpellEachTurn"; readonly who: "each" | "you" | "enchanted" }
  /**
   * 615.1, 616.1: "Prevent all [combat] damage that would be dealt to / by [this]" — a static
   * prevention effect, applying while its source is on the battlefield to damage dealt to (`to`) or
   * by (`by`) the permanents it affects.
   */
  | {
      readonly rule: "preventDamage";
      readonly side: "to" | "by";
      readonly combatOnly?: true;
      readonly affects?: ObjectFilter;
    }
  /** "Cast this spell only if [condition]" (601.3): read from the spell itself as it is cast. */
  | { readonly rule: "castOnlyIf"; readonly condition: Condition }
  /**
   * 601.2f: "This spell costs {1} less to cast …" (no `affects`: the spell itself, on the stack) or
   * "Instant and sorcery spells you cast cost {1} less to cast" (`affects`: the spells it changes).
   */
  | { readonly rule: "spellCost"; readonly cost: CostChange; readonly affects?: ObjectFilter }
  /**
   * 118.9: "[If condition,] you may pay [mana] rather than pay this spell's mana cost" — an
   * alternative cost printed in the spell's text, chosen as it is cast (601.2b).
   */
  | { readonly rule: "alternativeCost"; readonly cost: string; readonly condition?: Condition }
  /**
   * 601.3: "You may cast ~ from your graveyard [by exiling N [filter] cards from your graveyard in
   * addition to paying its other costs]" — a permission of the card's owner to cast it from there
   * (timing unchanged), with that additional cost paid as it is cast (601.2h).
   */
  | {
      readonly rule: "castFromGraveyard";
      readonly exile?: { readonly count: number; readonly filter: ObjectFilter };
    };
