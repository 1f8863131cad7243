import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";
import { pumpUntilEndOfTurn } from "./keywordTriggers.js";

/**
 * 702.121a: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each
 * opponent you attacked with a creature this combat." The number is counted as it resolves (the
 * rulings) and locked (608.2h).
 */
export function meleeTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "melee") return null;
  const bonus = { of: "opponentsAttackedThisCombat" } as const;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "attacks", filter: Filters.self },
    effects: [pumpUntilEndOfTurn({ ref: "self" }, bonus, bonus)],
  };
}
