import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import type { Amount } from "./amount.js";
import { Filters } from "./filter.js";

/** How many copies each keyword that copies its spell as it is cast makes. */
const COPIES: Readonly<Partial<Record<KeywordAbility["keyword"], Amount>>> = {
  /** 702.40a: "copy it for each other spell that was cast before it this turn". */
  storm: { of: "spellsCastBeforeIt" },
  /** 702.56a: "copy it for each time its replicate cost was paid". */
  replicate: { of: "replicateCostsPaid" },
};

/**
 * The triggered part of a keyword that copies its spell as it is cast, functioning on the stack:
 * 702.40a storm "When you cast this spell, copy it for each other spell that was cast before it
 * this turn", 702.56a replicate "When you cast this spell, if a replicate cost was paid for it, copy
 * it for each time its replicate cost was paid"; both: "If the spell has any targets, you may choose
 * new targets for any of the copies."
 */
export function copyOnCastTrigger(def: KeywordAbility): TriggeredAbility | null {
  const count = COPIES[def.keyword];
  if (count === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "cast", filter: Filters.self, by: def.keyword === "storm" ? "any" : "you" },
    effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count, newTargets: true, exceptions: [] }],
  };
}
