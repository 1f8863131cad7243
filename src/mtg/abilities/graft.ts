import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.58a: the triggered part of "Graft N": "Whenever another creature enters, if this permanent
 * has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."
 * (Its enters-with-N part is a replacement effect, rules/entersReplacements.ts.)
 */
export function graftTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "graft" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "enters", filter: Filters.and(Filters.creature, Filters.other) },
    interveningIf: { is: "selfCounters", kind: "+1/+1", atLeast: 1 },
    optional: true,
    effects: [{ do: "moveCounters", from: { ref: "self" }, to: { ref: "triggerObject" }, kind: "+1/+1", amount: 1 }],
  };
}
