import type { Condition } from "../../../abilities/condition.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * 301.5, 611.3b: "[static] as long as two or more Equipment are attached to it" — "it" is the
 * static's subject: the creature the source equips ("Equipped creature has …") or the source
 * itself ("~ has …"). Null for any other phrase.
 */
export function parseAttachedCountCondition(phrase: string, body: string): Condition | null {
  const m = /^(\S+) or more Equipment are attached to it$/.exec(phrase);
  const n = m?.[1] ? parseCount(m[1]) : null;
  if (n === null || n < 1) return null;
  const filter = { is: "equipped" as const, atLeast: n };
  if (body.startsWith("Equipped creature ")) return { is: "attachedMatches", filter };
  return body.startsWith(`${SELF} `) ? { is: "selfMatches", filter } : null;
}
