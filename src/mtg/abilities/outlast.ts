import type { ActivatedAbility, KeywordAbility } from "./ability.js";

/**
 * 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
 * only as a sorcery." ({T} in the cost: only a creature controlled since the turn began, 302.6.)
 */
export function outlastAbility(def: KeywordAbility): ActivatedAbility | null {
  if (def.keyword !== "outlast" || def.cost === undefined) return null;
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, tap: true },
    effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
    sorcerySpeed: true,
  };
}
