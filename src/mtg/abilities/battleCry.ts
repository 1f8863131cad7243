import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";
import { pumpUntilEndOfTurn } from "./keywordTriggers.js";

/**
 * 702.91a: "Battle cry" means "Whenever this creature attacks, each other attacking creature gets
 * +1/+0 until end of turn." The creatures attacking as it resolves are the ones affected (611.2c).
 */
export function battleCryTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "battle cry") return null;
  const others = { ref: "each", filter: Filters.and(Filters.creature, { is: "attacking" }, Filters.other) } as const;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "attacks", filter: Filters.self },
    effects: [pumpUntilEndOfTurn(others, 1, 0)],
  };
}
