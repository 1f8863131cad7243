import type { AbilityDef } from "../../../abilities/ability.js";
import { Filters } from "../../../abilities/filter.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { triggeredAbility } from "../templates.js";
import type { ParsedTrigger } from "../triggers.js";

const MAY_EXERT = `You may exert ${SELF} as it attacks`;
const WHEN_YOU_DO = "When you do, ";

/**
 * 701.43d: "You may exert ~ as it attacks." — an optional cost to attack (508.1g); followed by
 * "When you do, …", the linked trigger of the same paragraph (607.2h), whose "it" is the creature.
 */
export function parseExertAsItAttacks(paragraph: string, text: string): AbilityDef | null {
  const sentences = splitSentences(text);
  const [first, second, ...rest] = sentences ?? [];
  if (first !== MAY_EXERT) return null;
  if (second === undefined)
    return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "mayExertAsItAttacks" }] };
  if (!second.startsWith(WHEN_YOU_DO)) return null;
  const parsed: ParsedTrigger = {
    trigger: { on: "exerted", filter: Filters.self, asItAttacks: true },
    pronoun: { ref: "self" },
  };
  return triggeredAbility(paragraph, parsed, [second.slice(WHEN_YOU_DO.length), ...rest]);
}

/** 701.43: "Whenever you exert a creature" — the trigger object is that creature. */
export function parseExertTrigger(condition: string): ParsedTrigger | null {
  if (condition !== "Whenever you exert a creature") return null;
  return {
    trigger: { on: "exerted", filter: Filters.and(Filters.creature, Filters.youControl) },
    pronoun: { ref: "triggerObject" },
  };
}
