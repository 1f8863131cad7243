import type { KeywordAbility, TriggeredAbility } from "./ability.js";

/**
 * 702.95a: the two triggered abilities of soulbond: "When this creature enters, if you control
 * both this creature and another creature and both are unpaired, you may pair this creature with
 * another unpaired creature you control …" and "Whenever another creature you control enters, if
 * you control both that creature and this one and both are unpaired, you may pair that creature
 * with this creature …" (their intervening ifs are read with the event: rules/soulbond.ts).
 */
export function soulbondTriggers(def: KeywordAbility): TriggeredAbility[] {
  return [
    {
      kind: "triggered",
      text: `${def.text} — when this creature enters, you may pair it with another unpaired creature you control`,
      trigger: { on: "soulbond", entering: "self" },
      effects: [{ do: "soulbondPair" }],
    },
    {
      kind: "triggered",
      text: `${def.text} — whenever another creature you control enters, you may pair it with this creature`,
      trigger: { on: "soulbond", entering: "another" },
      effects: [{ do: "soulbondPair" }],
    },
  ];
}
