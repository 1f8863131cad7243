import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.63a-b: the two triggered abilities of vanishing (with or without a number): "At the beginning
 * of your upkeep, if this permanent has a time counter on it, remove a time counter from it" and
 * "When the last time counter is removed from this permanent, sacrifice it." (Its enters-with-N part
 * is a replacement effect, rules/entersReplacements.ts.)
 */
export function vanishingTriggers(def: KeywordAbility): TriggeredAbility[] {
  return [
    {
      kind: "triggered",
      text: `${def.text} — at the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from it`,
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      interveningIf: { is: "not", condition: { is: "selfHadNoCounters", kind: "time" } },
      effects: [{ do: "removeCounters", what: { ref: "self" }, kind: "time", amount: 1 }],
    },
    {
      kind: "triggered",
      text: `${def.text} — when the last time counter is removed from this permanent, sacrifice it`,
      trigger: { on: "lastCounterRemoved", kind: "time", filter: Filters.self },
      effects: [{ do: "sacrifice", what: { ref: "self" } }],
    },
  ];
}
