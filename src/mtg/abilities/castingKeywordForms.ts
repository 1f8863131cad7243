import type { AbilityDef, KeywordAbility, StaticAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

const HASTE: KeywordAbility = { kind: "keyword", text: "Haste", keyword: "haste" };

/**
 * Casting keywords that are also triggered abilities of the permanent: 702.74a evoke "When this
 * permanent enters, if its evoke cost was paid, its controller sacrifices it."
 */
export function castingKeywordTrigger(def: AbilityDef): TriggeredAbility | null {
  if (def.kind !== "keyword" || def.keyword !== "evoke") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "enters", filter: Filters.self },
    interveningIf: { is: "costPaid", keyword: "evoke" },
    effects: [{ do: "sacrifice", what: { ref: "self" } }],
  };
}

/**
 * Casting keywords that are also static abilities of the permanent: 702.109a dash "As long as this
 * permanent's dash cost was paid, it has haste"; 702.152a blitz "As long as this permanent's blitz
 * cost was paid, it has haste and 'When this permanent is put into a graveyard from the
 * battlefield, draw a card.'"
 */
export function castingKeywordStatic(def: AbilityDef): StaticAbility | null {
  if (def.kind !== "keyword" || (def.keyword !== "dash" && def.keyword !== "blitz")) return null;
  const abilities: AbilityDef[] = [HASTE];
  if (def.keyword === "blitz")
    abilities.push({
      kind: "triggered",
      text: "When this permanent is put into a graveyard from the battlefield, draw a card.",
      trigger: { on: "dies", filter: Filters.self },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  return {
    kind: "static",
    text: def.text,
    effects: [
      {
        affects: { is: "self" },
        condition: { is: "costPaid", keyword: def.keyword },
        parts: [{ op: "addAbilities", abilities }],
      },
    ],
  };
}
