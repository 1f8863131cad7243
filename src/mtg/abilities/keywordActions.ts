import { Filters } from "./filter.js";
import type { AbilityDef, ActivatedAbility, TriggeredAbility } from "./ability.js";

/**
 * Keyword abilities that are activated abilities, as the rules define them: 702.6a Equip
 * "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
 */
export function activatedForm(def: AbilityDef): ActivatedAbility | null {
  if (def.kind === "activated") return def;
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
  return null;
}

/**
 * Keyword abilities that are triggered abilities: 702.40a Storm "When you cast this spell, copy
 * it for each other spell that was cast before it this turn. If the spell has any targets, you
 * may choose new targets for any of the copies." (It functions on the stack.)
 */
export function triggeredForm(def: AbilityDef): TriggeredAbility | null {
  if (def.kind === "triggered") return def;
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
  if (def.kind === "keyword" && def.keyword === "storm") {
    return {
      kind: "triggered",
      text: def.text,
      trigger: { on: "cast", filter: Filters.self, by: "any" },
      effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: { of: "spellsCastBeforeIt" }, newTargets: true, exceptions: [] }],
    };
  }
  return null;
}
