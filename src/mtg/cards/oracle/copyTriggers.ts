import { Filters } from "../../abilities/filter.js";
import { SELF } from "./sentences.js";
import type { ParsedTrigger } from "./triggers.js";

/**
 * 603.2, 113.6k: "When you cast this spell" — an ability of the spell that triggers from the stack
 * as it becomes cast ("copy it", Brass Knuckles). "It" is the spell.
 */
export function parseCastSelfTrigger(condition: string): ParsedTrigger | null {
  if (condition !== `When you cast ${SELF}`) return null;
  return { trigger: { on: "cast", filter: Filters.self, by: "you" }, pronoun: { ref: "triggerObject" } };
}
