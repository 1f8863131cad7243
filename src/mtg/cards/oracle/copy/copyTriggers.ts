import { Filters } from "../../../abilities/filter.js";
import { SELF } from "../text/sentences.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 603.2, 113.6k: "When you cast this spell [from your hand]" — an ability of the spell that
 * triggers from the stack as it becomes cast ("copy it", Brass Knuckles). "It" is the spell.
 */
export function parseCastSelfTrigger(condition: string): ParsedTrigger | null {
  const from = condition === `When you cast ${SELF} from your hand` ? { from: "hand" as const } : {};
  if (condition !== `When you cast ${SELF}` && !from.from) return null;
  return { trigger: { on: "cast", filter: Filters.self, by: "you", ...from }, pronoun: { ref: "triggerObject" } };
}
