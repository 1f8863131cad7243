import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/** "that creature's power is greater than this creature's power and/or its toughness is greater than this creature's toughness". */
const GREATER_POWER_OR_TOUGHNESS = Filters.or(
  { is: "comparedToSource", stat: "power", than: "greater" },
  { is: "comparedToSource", stat: "toughness", than: "greater" },
);

/**
 * 702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power is
 * greater than this creature's power and/or that creature's toughness is greater than this
 * creature's toughness, put a +1/+1 counter on this creature." The comparison is made as it
 * triggers and again on resolution (603.4), with the entered creature as it last existed if it has
 * left the battlefield (the rulings of every evolve card); a noncreature source is never exceeded (702.100c).
 */
export function evolveTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword !== "evolve") return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "enters", filter: Filters.and(Filters.creature, Filters.youControl, GREATER_POWER_OR_TOUGHNESS) },
    effects: [
      {
        do: "if",
        condition: { is: "triggerObjectMatches", filter: GREATER_POWER_OR_TOUGHNESS },
        effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
      },
    ],
  };
}
