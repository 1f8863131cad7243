import type { Condition } from "../../../abilities/condition.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * 603.4: an intervening "if" about the source's own past or the turn — "if it was kicked" (702.33d:
 * the permanent remembers how its spell was cast), "if it had no time counters on it", "if it had
 * two or more +1/+1 counters on it" (the object as it last existed, 608.2h), "if it's your turn".
 * "it" must be ~ itself. Read by `takeInterveningIf` (turnHistoryConditions.ts).
 */
export function parseSelfStateCondition(clause: string, pronoun: ObjectRef | null): Condition | null {
  if (clause === "it's your turn") return { is: "yourTurn" };
  if (clause === "it's not your turn") return { is: "not", condition: { is: "yourTurn" } };
  const m = new RegExp(`^(it|${SELF}) (was kicked|had (.+?) (\\S+) counters? on it)$`).exec(clause);
  if (!m?.[2] || (m[1] === "it" && pronoun?.ref !== "self")) return null;
  if (m[2] === "was kicked") return { is: "kicked" };
  const kind = m[4];
  if (!kind || !/^(time|[+-]1\/[+-]1|\w+)$/.test(kind)) return null;
  if (m[3] === "no") return { is: "selfHadNoCounters", kind };
  const orMore = /^(\S+) or more$/.exec(m[3] ?? "");
  const n = orMore?.[1] ? parseCount(orMore[1]) : null;
  return n !== null && n > 0 ? { is: "selfCounters", kind, atLeast: n } : null;
}
