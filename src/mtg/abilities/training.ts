import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * 702.149a: "Training" means "Whenever this creature and at least one other creature with power
 * greater than this creature's power attack, put a +1/+1 counter on this creature." The powers are
 * compared as attackers are declared only; once triggered it resolves whatever happens to the other
 * creature (the rulings of every training card).
 */
export function trainingTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "training") return null;
  const greaterPower = { is: "comparedToSource", stat: "power", than: "greater" } as const;
  return {
    kind: "triggered",
    text: def.text,
    trigger: {
      on: "attacks",
      filter: Filters.self,
      withAnother: Filters.and(Filters.creature, { is: "attacking" }, Filters.other, greaterPower),
    },
    effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
  };
}
