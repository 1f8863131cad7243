import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking
 * creature with power less than this creature's power." The target's power is compared again on resolution (608.2b: an
 * illegal target then, and the ability does nothing).
 */
export function mentorTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "mentor") return null;
  const lesserPower = { is: "comparedToSource", stat: "power", than: "lesser" } as const;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "attacks", filter: Filters.self },
    targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, { is: "attacking" }, lesserPower) } }],
    effects: [{ do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: 1 }],
  };
}
