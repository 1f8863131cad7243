import { Filters } from "./filter.js";
import { memoizedFor } from "../../kernel/memo.js";
import { keywordTrigger } from "./keywordTriggers.js";
import { permanentKeywordTrigger } from "./permanentKeywordTriggers.js";
import type { AbilityDef, ActivatedAbility, StaticAbility, TriggeredAbility } from "./ability.js";
import { copyOnCastTrigger, tokenFromGraveyard } from "./copyKeywords.js";
import { castingKeywordStatic, castingKeywordTrigger } from "./castingKeywordForms.js";
import { vanishingTriggers } from "./vanishing.js";
import { soulbondTriggers } from "./soulbond.js";
import { afterlifeTrigger } from "./afterlife.js";
import { fabricateTrigger } from "./fabricate.js";
import { mentorTrigger } from "./mentor.js";
import { evolveTrigger } from "./evolve.js";
import { extortTrigger } from "./extort.js";
import { scavengeAbility } from "./scavenge.js";
import { transmuteAbility } from "./transmute.js";
import { graftTrigger } from "./graft.js";
import { unleashStatic } from "./unleash.js";
import { livingWeaponTrigger } from "./livingWeapon.js";
import { modularTrigger } from "./modular.js";
import { unearthAbility } from "./unearth.js";
import { ninjutsuAbility } from "./ninjutsu.js";
import { cascadeTrigger } from "./cascade.js";
import { reconfigureAbility } from "./reconfigure.js";
import { annihilatorTrigger } from "./annihilator.js";
import { afflictTrigger } from "./afflict.js";
import { rampageTrigger } from "./rampage.js";
import { battleCryTrigger } from "./battleCry.js";
import { trainingTrigger } from "./training.js";
import { ingestTrigger } from "./ingest.js";
import { meleeTrigger } from "./melee.js";
import { outlastAbility } from "./outlast.js";
import { reinforceAbility } from "./reinforce.js";

/**
 * Keyword abilities that are activated abilities, as the rules define them: 702.6a Equip
 * "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.";
 * 702.29a Cycling "[Cost], Discard this card: Draw a card."
 */
export function activatedForm(def: AbilityDef): ActivatedAbility | null {
  if (def.kind === "activated") return def;
  if (def.kind !== "keyword") return null;
  // Asked for every ability whenever actions are listed: made once per definition, which never changes.
  return memoizedFor(activatedForms, def, activatedFormOfKeyword);
}

const activatedForms = new WeakMap<AbilityDef, ActivatedAbility | null>();

function activatedFormOfKeyword(def: AbilityDef): ActivatedAbility | null {
  if (def.kind === "keyword" && (def.keyword === "embalm" || def.keyword === "eternalize"))
    return tokenFromGraveyard(def);
  const fromOtherZone =
    def.kind === "keyword"
      ? (unearthAbility(def) ??
        ninjutsuAbility(def) ??
        reconfigureAbility(def) ??
        scavengeAbility(def) ??
        transmuteAbility(def) ??
        outlastAbility(def) ??
        reinforceAbility(def))
      : null;
  if (fromOtherZone) return fromOtherZone;
  if (def.kind === "keyword" && def.keyword === "equip" && def.cost) {
    return {
      kind: "activated",
      text: def.text,
      cost: { mana: def.cost },
      targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.youControl) } }],
      effects: [{ do: "attach", what: { ref: "self" }, to: { ref: "target", index: 0 } }],
      sorcerySpeed: true,
    };
  }
  if (def.kind === "keyword" && def.keyword === "crew" && def.n !== undefined) {
    // 702.122a: "Tap any number of other untapped creatures you control with total power N or
    // more: This permanent becomes an artifact creature until end of turn."
    return {
      kind: "activated",
      text: def.text,
      cost: { crew: def.n },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "addTypes", types: ["Artifact", "Creature"] }],
          duration: "endOfTurn",
        },
      ],
    };
  }
  if (def.kind === "keyword" && def.keyword === "level up" && def.cost) {
    // 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
    return {
      kind: "activated",
      text: def.text,
      cost: { mana: def.cost },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "level", amount: 1 }],
      sorcerySpeed: true,
    };
  }
  if (def.kind === "keyword" && def.keyword === "cycling" && def.cost) {
    // 702.29a: "[Cost], Discard this card: Draw a card." — it functions only in the hand.
    // 702.29e: typecycling: "… Search your library for a [type] card, reveal it, and put it into your hand. Then shuffle."
    return {
      kind: "activated",
      text: def.text,
      cost: { mana: def.cost, discardSelf: true },
      effects: def.filter
        ? [{ do: "searchLibraryFor", filter: def.filter, max: 1, to: "hand", reveal: true }]
        : [{ do: "draw", who: { ref: "you" }, amount: 1 }],
      fromHand: true,
    };
  }
  return null;
}

/**
 * Every triggered ability a keyword represents: most represent one (`triggeredForm`); 702.62a
 * suspend represents two that function in exile: "At the beginning of your upkeep, if this card is
 * suspended, remove a time counter from it" and "When the last time counter is removed from this
 * card, if it's exiled, you may play it without paying its mana cost if able."
 */
export function triggeredForms(def: AbilityDef): readonly TriggeredAbility[] {
  // Asked for every ability at every event (rules/triggers.ts): made once per definition, which never changes.
  let forms = formsOf.get(def);
  if (forms === undefined) {
    forms = formsOfKeyword(def);
    formsOf.set(def, forms);
  }
  return forms;
}

const formsOf = new WeakMap<AbilityDef, readonly TriggeredAbility[]>();

function formsOfKeyword(def: AbilityDef): readonly TriggeredAbility[] {
  if (def.kind === "keyword" && def.keyword === "suspend") {
    return [
      {
        kind: "triggered",
        text: `${def.text} — at the beginning of your upkeep, if this card is suspended, remove a time counter from it`,
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        interveningIf: { is: "not", condition: { is: "selfHadNoCounters", kind: "time" } },
        effects: [{ do: "removeCounters", what: { ref: "self" }, kind: "time", amount: 1 }],
      },
      {
        kind: "triggered",
        text: `${def.text} — when the last time counter is removed from this card, you may play it without paying its mana cost`,
        trigger: { on: "lastCounterRemoved", kind: "time", filter: Filters.self },
        effects: [{ do: "mayCastWithoutPaying", what: { ref: "self" } }],
      },
    ];
  }
  if (def.kind === "keyword" && def.keyword === "vanishing") return vanishingTriggers(def);
  if (def.kind === "keyword" && def.keyword === "soulbond") return soulbondTriggers(def);
  const one = triggeredForm(def);
  return one ? [one] : [];
}

/**
 * Keyword abilities that are triggered abilities: 702.40a Storm "When you cast this spell, copy
 * it for each other spell that was cast before it this turn. If the spell has any targets, you
 * may choose new targets for any of the copies." (It functions on the stack.)
 */
export function triggeredForm(def: AbilityDef): TriggeredAbility | null {
  if (def.kind === "triggered") return def;
  const combatOrCasting = def.kind === "keyword" ? keywordTrigger(def) : null;
  if (combatOrCasting) return combatOrCasting;
  const castingTrigger = castingKeywordTrigger(def);
  if (castingTrigger) return castingTrigger;
  const ofPermanent = def.kind === "keyword" ? permanentKeywordTrigger(def) : null;
  if (ofPermanent) return ofPermanent;
  if (def.kind === "keyword" && def.keyword === "undying") {
    // 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
    // counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "dies", filter: Filters.self },
      interveningIf: { is: "selfHadNoCounters", kind: "+1/+1" },
      effects: [{ do: "returnToBattlefield", what: { ref: "triggerObject" }, withCounters: { kind: "+1/+1", n: 1 } }],
    };
  }
  if (def.kind === "keyword" && def.keyword === "fading") {
    // 702.32a: "At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it."
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      effects: [{ do: "removeCounterOrSacrifice", what: { ref: "self" }, kind: "fade" }],
    };
  }
  if (def.kind === "keyword" && def.keyword === "dethrone") {
    // 702.105a: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature."
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "attacks", filter: Filters.self, defenderHasMostLife: true },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
    };
  }
  if (def.kind === "keyword" && def.keyword === "ward") {
    // 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays [cost]."
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "becomesTarget", filter: Filters.self, by: "spellOrAbility", byOpponent: true },
      effects: [
        {
          do: "counterUnlessPays",
          what: { ref: "triggerObject" },
          mana: def.cost ?? "",
          ...(def.lifeCost !== undefined ? { life: def.lifeCost } : {}),
        },
      ],
    };
  }
  if (def.kind === "keyword" && def.keyword === "ravenous") {
    // 702.156a: "… If X is 5 or more, draw a card when it enters." (the counters are its replacement part, rules/enter.ts)
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "enters", filter: Filters.self },
      interveningIf: { is: "xAtLeast", n: 5 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    };
  }
  if (def.kind === "keyword") {
    const keywordTriggered =
      afterlifeTrigger(def) ??
      modularTrigger(def) ??
      fabricateTrigger(def) ??
      mentorTrigger(def) ??
      evolveTrigger(def) ??
      extortTrigger(def) ??
      graftTrigger(def) ??
      livingWeaponTrigger(def) ??
      cascadeTrigger(def) ??
      annihilatorTrigger(def) ??
      afflictTrigger(def) ??
      rampageTrigger(def) ??
      battleCryTrigger(def) ??
      trainingTrigger(def) ??
      ingestTrigger(def) ??
      meleeTrigger(def);
    if (keywordTriggered) return keywordTriggered;
  }
  const copiesItself = def.kind === "keyword" ? copyOnCastTrigger(def) : null;
  if (copiesItself) return copiesItself;
  return null;
}

/**
 * Keyword abilities that are static abilities: 702.73a Changeling, a characteristic-defining
 * ability "This object is every creature type" that works in every zone (604.3).
 */
export function staticForm(def: AbilityDef): StaticAbility | null {
  if (def.kind === "static") return def;
  if (def.kind !== "keyword") return null;
  // Made once per definition, which never changes.
  return memoizedFor(staticForms, def, staticFormOfKeyword);
}

const staticForms = new WeakMap<AbilityDef, StaticAbility | null>();

function staticFormOfKeyword(def: AbilityDef): StaticAbility | null {
  const casting = castingKeywordStatic(def) ?? (def.kind === "keyword" ? unleashStatic(def) : null);
  if (casting) return casting;
  if (def.kind === "keyword" && def.keyword === "devoid") {
    // 702.114a: "Devoid is a characteristic-defining ability. 'This object is colorless.'" (functions everywhere)
    return {
      kind: "static",
      text: def.text,
      cda: true,
      effects: [{ affects: { is: "self" }, parts: [{ op: "setColors", colors: [] }] }],
    };
  }
  if (def.kind === "keyword" && def.keyword === "changeling") {
    return {
      kind: "static",
      text: def.text,
      cda: true,
      // No zones given: a characteristic-defining ability works in every zone (604.3).
      effects: [{ affects: { is: "self" }, parts: [{ op: "allCreatureTypes" }] }],
    };
  }
  return null;
}
