import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";
import { pumpUntilEndOfTurn } from "./keywordTriggers.js";

/**
 * 702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of
 * turn for each creature blocking it beyond the first." 702.23b: the bonus is counted once, as the
 * ability resolves (the effect locks the number, 608.2h; fewer than two blockers give none, 107.1b).
 */
export function rampageTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "rampage" || def.n === undefined) return null;
  const beyondFirst = {
    of: "sum",
    terms: [{ of: "count", filter: Filters.and(Filters.creature, { is: "blockingSource" }) }, -1],
  } as const;
  const bonus = { of: "times", n: def.n, amount: beyondFirst } as const;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "becomesBlocked", filter: Filters.self },
    effects: [pumpUntilEndOfTurn({ ref: "self" }, bonus, bonus)],
  };
}
