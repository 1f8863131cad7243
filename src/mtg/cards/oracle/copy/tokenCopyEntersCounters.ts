import type { CopyException } from "../../../abilities/copyException.js";
import { parseCount } from "../text/words.js";

/**
 * 707.9e: "except it enters with an additional +1/+1 counter on it" (Littjara Mirrorlake), "… with
 * two additional +1/+1 counters on it": an additional effect of the copy effect, applied as the
 * copy enters. The counter's number agrees with the count.
 */
export function parseEntersWithCountersException(clause: string): CopyException[] | null {
  const m = /^it enters(?: the battlefield)? with (an|\S+) additional ([+-]1\/[+-]1|[a-z]+) (counters?) on it$/.exec(
    clause,
  );
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const n = m[1] === "an" ? 1 : parseCount(m[1]);
  if (n === null || n < 1 || (n === 1) !== (m[3] === "counter")) return null;
  return [{ except: "entersWithCounters", kind: m[2], amount: n }];
}
