import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * "Whenever ~ deals combat damage to a creature" (510.2): once per creature it dealt combat damage
 * to in a combat damage step; "that creature" is the creature dealt damage.
 */
export function parseCombatDamageToCreatureTrigger(condition: string): ParsedTrigger | null {
  if (condition !== `Whenever ${SELF} deals combat damage to a creature`) return null;
  return { trigger: { on: "dealsCombatDamageToCreature", filter: Filters.self }, pronoun: { ref: "triggerObject" } };
}
