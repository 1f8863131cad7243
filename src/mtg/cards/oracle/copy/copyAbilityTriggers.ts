import { Filters } from "../../../abilities/filter.js";
import { parseFixedObject, parseIndefinite } from "../text/subjects.js";
import type { ParsedTrigger } from "../triggers.js";

/**
 * 602.2: "Whenever you activate an ability [of an artifact]", "Whenever you activate a loyalty
 * ability of a Chandra planeswalker" (606.4) and "Whenever an ability of equipped creature is activated" — the ability on the stack is "that ability" (copied by 707.10).
 */
export function parseActivatedTrigger(condition: string): ParsedTrigger | null {
  const pronoun = { ref: "triggerObject" } as const;
  const loyalty = /^Whenever you activate a loyalty ability of (.+)$/.exec(condition);
  if (loyalty?.[1]) {
    const source = parseIndefinite(loyalty[1]);
    return source ? { trigger: { on: "activated", source, by: "you", loyalty: true }, pronoun } : null;
  }
  const mine = /^Whenever you activate an ability(?: of (.+))?$/.exec(condition);
  if (mine) {
    const source = mine[1] === undefined ? Filters.and() : parseIndefinite(mine[1]);
    return source ? { trigger: { on: "activated", source, by: "you" }, pronoun } : null;
  }
  const of = /^Whenever an ability of (.+) is activated$/.exec(condition);
  if (of?.[1] && parseFixedObject(of[1]) === "attached")
    return { trigger: { on: "activated", source: Filters.attached, by: "any" }, pronoun };
  return null;
}

/**
 * The instructions of an activated-ability trigger after its required "if it isn't a mana
 * ability, " (603.4): only non-mana abilities are put on the stack, and only they trigger it
 * (605.3a). Other triggers' instructions are returned unchanged; null if the clause is missing.
 */
export function afterManaAbilityClause(trigger: ParsedTrigger, instructions: string): string | null {
  // 606.4: a loyalty ability is never a mana ability (605.1a), and needs no such clause.
  if (trigger.trigger.on !== "activated" || trigger.trigger.loyalty) return instructions;
  const clause = "if it isn't a mana ability, ";
  return instructions.startsWith(clause) ? instructions.slice(clause.length) : null;
}
