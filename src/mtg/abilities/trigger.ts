import type { ZoneName } from "../model/object.js";
import type { StepName } from "../model/turn.js";
import type { ObjectFilter } from "./filter.js";
import type { Condition } from "./condition.js";

/** The event a triggered ability waits for (603.2). Filters are relative to the ability's source. */
export type TriggerEvent =
  /**
   * "When [filter] enters" — filter `self` for "When this enters" (603.6a); `from`: "… enters from
   * your hand / your graveyard / a graveyard" (its owner's hand or graveyard being the controller's).
   */
  | {
      readonly on: "enters";
      readonly filter: ObjectFilter;
      readonly from?: "yourHand" | "yourGraveyard" | "aGraveyard";
    }
  /** "When [filter] dies" — a leaves-the-battlefield trigger that looks back (603.10a). */
  | { readonly on: "dies"; readonly filter: ObjectFilter }
  /** "enchanted": "At the beginning of enchanted player's upkeep" (303.4b). */
  | {
      readonly on: "beginningOfStep";
      readonly step: StepName;
      readonly whose: "your" | "each" | "next" | "opponent" | "enchanted";
    }
  | {
      readonly on: "cast";
      readonly filter: ObjectFilter;
      readonly by: "you" | "opponent" | "any";
      /** "Whenever enchanted player casts …" (303.4b): the caster is the player the source enchants. */
      readonly enchantedPlayer?: true;
      /** "a spell that targets only a single [filter]" (Frontline Heroism). */
      readonly targetsOnlyOne?: ObjectFilter;
      /**
       * 603.4: "if you control one or more other creatures that spell could target" (Beamsplitter
       * Mage): some permanent matching it could be the spell's target (checked as it is cast; on
       * resolution the copy instruction finds none and does nothing).
       */
      readonly couldTargetOne?: ObjectFilter;
      /** "a spell that targets [filter]" (heroic): one of its targets as it was cast matches (115.1). */
      readonly targets?: ObjectFilter;
      /** "Whenever you cast or copy …" (magecraft): copying such a spell triggers it too (707.10). */
      readonly orCopy?: true;
      /** "your first [filter] spell [from your graveyard] each turn": the Nth such spell its caster cast this turn. */
      readonly nthThisTurn?: { readonly n: number; readonly from?: ZoneName };
      /** "When you cast this spell from your hand" (601.2a): only a spell cast from there. */
      readonly from?: "hand";
      /** "… while ~ has two or more quest counters on it" (603.2): true as the spell is cast, not checked again. */
      readonly onlyWhile?: Condition;
      /** "a spell other than the first spell they cast each turn" (Curse of Shaken Faith): not its caster's first this turn. */
      readonly afterFirstThisTurn?: true;
    }
  /**
   * "Whenever you activate an ability [of an artifact], if it isn't a mana ability" / "Whenever an
   * ability of [equipped creature] is activated, if it isn't …" (602.2): a non-mana activated
   * ability put on the stack; the trigger object is that ability.
   */
  | {
      readonly on: "activated";
      readonly source: ObjectFilter;
      readonly by: "you" | "any";
      /** "Whenever you activate a loyalty ability of [a Chandra planeswalker]" (606.4: its cost has a loyalty symbol). */
      readonly loyalty?: true;
    }
  /**
   * "Whenever you cycle a card" / "a player cycles a card" (702.29c); `self`: "When you cycle ~",
   * which triggers from whatever zone the card went to. The trigger object is the cycled card.
   */
  | { readonly on: "cycled"; readonly by: "you" | "any"; readonly self?: true }
  /** "Whenever you copy [a spell]" (707.10): the trigger object is the copy. */
  | { readonly on: "copy"; readonly filter: ObjectFilter; readonly by: "you" | "opponent" | "any" }
  /** `defenderHasMostLife`: "attacks the player with the most life or tied for most life" (dethrone, 702.105a). */
  /** `enchantedPlayer`: "Whenever a creature attacks enchanted player" (303.4b): the player it attacks. */
  | {
      readonly on: "attacks";
      readonly filter: ObjectFilter;
      readonly defenderHasMostLife?: boolean;
      readonly enchantedPlayer?: true;
      /** "Whenever this creature and at least one other [filter] attack" (training, 702.149a): as attackers are declared. */
      readonly withAnother?: ObjectFilter;
    }
  /** `byOpponent`: "… of a spell or ability an opponent controls" (ward, 702.21a). */
  | {
      readonly on: "becomesTarget";
      readonly filter: ObjectFilter;
      readonly by: "spell" | "spellOrAbility";
      readonly byOpponent?: boolean;
      /** "… for the first time each turn": only when the object hadn't been a target yet this turn. */
      readonly firstTimeEachTurn?: true;
    }
  /** "Whenever this creature transforms into [this face]" (701.27): `face` is the face it transformed to. */
  | { readonly on: "transformsInto"; readonly filter: ObjectFilter; readonly face: 0 | 1 }
  /** "Whenever a creature you control attacks alone" (506.5, exalted 702.83a). */
  | { readonly on: "attacksAlone"; readonly filter: ObjectFilter }
  /**
   * "Whenever [filter] blocks" (509.1i, once per blocker 509.3a); `orBecomesBlocked`: "blocks or becomes blocked" (bushido 702.45a);
   * `orAttacks`: "attacks or blocks" (508.1 or 509.1i). The trigger object is the creature the filter matched.
   */
  | {
      readonly on: "blocks";
      readonly filter: ObjectFilter;
      readonly orBecomesBlocked?: boolean;
      readonly orAttacks?: true;
    }
  /** "Whenever [filter] becomes blocked by [blocker]" (flanking 702.25a): the trigger object is the blocker. */
  | { readonly on: "blockedBy"; readonly filter: ObjectFilter; readonly blocker: ObjectFilter }
  /** "Whenever you sacrifice [filter]" (701.21a): looks back at the permanent (603.10a); the trigger object is where it went. */
  | { readonly on: "sacrificed"; readonly filter: ObjectFilter; readonly by: "you" }
  /** "Whenever [filter] becomes untapped" (603.2e, inspired): the trigger object is that permanent. */
  | { readonly on: "untapped"; readonly filter: ObjectFilter }
  /** "Whenever [filter] becomes blocked" (509.1h). */
  | { readonly on: "becomesBlocked"; readonly filter: ObjectFilter }
  /** 714.2b: a chapter ability "{rN}—" — lore counters put on this Saga made their number reach N. */
  | { readonly on: "chapter"; readonly n: number }
  | { readonly on: "turnedFaceUp"; readonly filter: ObjectFilter }
  /** `enchantedPlayer`: "… deals combat damage to enchanted player" (303.4b). */
  | { readonly on: "dealsCombatDamageToPlayer"; readonly filter: ObjectFilter; readonly enchantedPlayer?: true }
  /** 603.2c: "Whenever one or more [creatures you control] deal combat damage to a player": once per player. */
  | { readonly on: "oneOrMoreDealCombatDamageToPlayer"; readonly filter: ObjectFilter }
  /** "Whenever [filter] deals damage to a player / an opponent" (120.3a): combat or noncombat damage; "that player" is the player. */
  | { readonly on: "dealsDamageToPlayer"; readonly filter: ObjectFilter; readonly to: "any" | "opponent" }
  /** "Whenever [filter] deals combat damage to a creature" (510.2): the trigger object is that creature. */
  | { readonly on: "dealsCombatDamageToCreature"; readonly filter: ObjectFilter }
  /** "Whenever ~ is dealt damage" (enrage, 120.3). */
  | { readonly on: "dealtDamage"; readonly filter: ObjectFilter }
  /** "When [filter] leaves the battlefield" — looks back at it (603.6c, 603.10a). */
  | { readonly on: "leavesBattlefield"; readonly filter: ObjectFilter }
  /** "Whenever you gain life" / "an opponent" / "a player" (119.9). */
  | { readonly on: "gainLife"; readonly who: "you" | "opponent" | "any" }
  /** "Whenever you draw a card" (121.2: once per card); `nthThisTurn`: "your second card each turn". */
  /** `enchantedPlayer`: "Whenever enchanted player draws a card" (303.4b). */
  | {
      readonly on: "drawCard";
      readonly who: "you" | "opponent" | "any";
      readonly nthThisTurn?: number;
      readonly enchantedPlayer?: true;
    }
  /** "When the last [kind] counter is removed from [filter]" (310.11b: a Siege's defense counters). */
  | { readonly on: "lastCounterRemoved"; readonly kind: string; readonly filter: ObjectFilter }
  /** 702.35a: "When this card is exiled this way" — madness's trigger, from the discard itself (rules/discard.ts). */
  | { readonly on: "exiledWithMadness" }
  /** 603.12: "When you do" — a reflexive ability, triggered by the resolving ability itself (rules/effects/reflexiveTrigger.ts). */
  | { readonly on: "reflexive" }
  /** 702.94a: "When you reveal this card this way" — miracle's trigger, from the draw itself (rules/miracleReveal.ts). */
  | { readonly on: "revealedForMiracle" }
  /** 701.37, 702.112: "When [filter] becomes monstrous / renowned". */
  | { readonly on: "becomesDesignated"; readonly designation: Designation; readonly filter: ObjectFilter }
  /** 702.110b: "When [filter] exploits a creature". */
  | { readonly on: "exploits"; readonly filter: ObjectFilter }
  /** "Whenever a [filter] card is put into [whose] graveyard from anywhere" (never a leaves-the-battlefield ability, 603.6c). */
  | { readonly on: "cardPutIntoGraveyard"; readonly filter: ObjectFilter; readonly whose: "you" | "opponent" | "any" }
  /**
   * 701.43: "Whenever you exert [filter]"; `asItAttacks`: "You may exert ~ as it attacks. When you
   * do, …" — the static ability that lets it be exerted as it attacks (701.43d, 508.1g) and its
   * linked trigger (607.2h), one paragraph. The trigger object is the exerted permanent.
   */
  | { readonly on: "exerted"; readonly filter: ObjectFilter; readonly asItAttacks?: true }
  /**
   * 702.95a: soulbond's triggers — "When this creature enters" (`self`) / "Whenever another
   * creature you control enters" (`another`), "if you control both … and both are unpaired".
   */
  | { readonly on: "soulbond"; readonly entering: "self" | "another" }
  /**
   * 603.2: one ability with several trigger events — "When ~ enters and at the beginning of your
   * upkeep", "When ~ enters or whenever you cast …": it triggers on any of them.
   */
  | { readonly on: "either"; readonly events: readonly TriggerEvent[] };

/** Designations a permanent gets along with +1/+1 counters: 701.37b, 702.112b. */
export type Designation = "monstrous" | "renowned";
