import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N
 * life." (It triggers once however many creatures block it: the rulings; life loss, not damage.)
 */
export function afflictTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "afflict" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "becomesBlocked", filter: Filters.self },
    effects: [{ do: "loseLife", who: { ref: "triggerPlayer" }, amount: def.n }],
  };
}
