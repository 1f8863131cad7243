import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.86a: "Annihilator N" means "Whenever this creature attacks, defending player sacrifices N
 * permanents." The defending player is the one the creature attacked as the ability triggered
 * (508.5a: the same player if the creature left combat since); they choose the N permanents.
 */
export function annihilatorTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "annihilator" || def.n === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "attacks", filter: Filters.self },
    effects: [{ do: "playersSacrifice", who: { ref: "triggerPlayer" }, filter: Filters.and(), count: def.n }],
  };
}
