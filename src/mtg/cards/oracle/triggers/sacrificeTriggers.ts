import type { ParsedTrigger } from "../triggers.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * "Whenever you sacrifice another permanent", "Whenever you sacrifice a Clue" (701.21a): the
 * permanent is looked at as it last existed (603.10a). "it" isn't read in the effect: the
 * permanent is gone, and the card it became is another object (400.7).
 */
export function parseSacrificeTrigger(condition: string): ParsedTrigger | null {
  const m = /^Whenever you sacrifice (.+)$/.exec(condition);
  const filter = m?.[1] ? parseIndefinite(m[1]) : null;
  return filter ? { trigger: { on: "sacrificed", filter, by: "you" }, pronoun: null } : null;
}
