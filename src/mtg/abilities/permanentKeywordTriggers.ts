import type { KeywordAbility, TriggeredAbility } from "./ability.js";

/**
 * Keyword abilities of permanents that are triggered abilities, as the rules word them: echo
 * (702.30a).
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
    default:
      return null;
  }
}
