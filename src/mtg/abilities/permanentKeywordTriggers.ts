import type { KeywordAbility, TriggeredAbility } from "./ability.js";
import { Filters } from "./filter.js";

/**
 * Keyword abilities of permanents that are triggered abilities, as the rules word them: echo
 * (702.30a), renown (702.112a), exploit (702.110a), cumulative upkeep (702.24a).
 */
export function permanentKeywordTrigger(def: KeywordAbility): TriggeredAbility | null {
  const base = { kind: "triggered", text: def.text } as const;
  switch (def.keyword) {
    case "echo":
      // 702.30a: "At the beginning of your upkeep, if this permanent came under your control since
      // the beginning of your last upkeep, sacrifice it unless you pay [cost]."
      if (def.cost === undefined) return null;
      return {
        ...base,
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        interveningIf: { is: "cameUnderControlSinceLastUpkeep" },
        effects: [{ do: "unlessYouPay", mana: def.cost, effects: [{ do: "sacrifice", what: { ref: "self" } }] }],
      };
    case "renown":
      // 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N
      // +1/+1 counters on it and it becomes renowned."
      if (def.n === undefined) return null;
      return {
        ...base,
        trigger: { on: "dealsCombatDamageToPlayer", filter: Filters.self },
        interveningIf: { is: "not", condition: { is: "selfMatches", filter: { is: "renowned" } } },
        effects: [{ do: "renown", amount: def.n }],
      };
    case "cumulative upkeep":
      // 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an
      // age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
      // don't, sacrifice it." (702.24b: it counts every age counter on it.)
      if (def.cost === undefined) return null;
      return {
        ...base,
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        effects: [
          { do: "addCounters", what: { ref: "self" }, kind: "age", amount: 1 },
          { do: "payForEachCounterOrSacrifice", mana: def.cost, kind: "age" },
        ],
      };
    case "exploit":
      // 702.110a: "When this creature enters, you may sacrifice a creature."
      return { ...base, trigger: { on: "enters", filter: Filters.self }, effects: [{ do: "exploit" }] };
    default:
      return null;
  }
}
