import type { EntersReplacement } from "../../../abilities/ability.js";
import { parseTurnCondition } from "./turnHistoryConditions.js";

/**
 * 614.1c with a condition: "Raid — If you attacked this turn, you may have ~ enter as a copy of …",
 * "~ enters with a +1/+1 counter on it if you attacked this turn", "… if you cast it from your
 * hand": the replacement applies only if the condition holds as the permanent enters. `parse`
 * reads the replacement without its condition.
 */
export function parseConditionalEnters(
  sentence: string,
  parse: (s: string) => EntersReplacement | null,
): EntersReplacement | null {
  const lead = /^If (.+?), (.+)$/.exec(sentence);
  if (lead?.[1] && lead[2]) {
    const r = withCondition(lead[1], `${lead[2].charAt(0).toUpperCase()}${lead[2].slice(1)}`, parse);
    if (r) return r;
  }
  const trail = /^(.+) if (.+)$/.exec(sentence);
  return trail?.[1] && trail[2] ? withCondition(trail[2], trail[1], parse) : null;
}

function withCondition(
  phrase: string,
  rest: string,
  parse: (s: string) => EntersReplacement | null,
): EntersReplacement | null {
  const condition = parseTurnCondition(phrase, { ref: "self" });
  const r = condition ? parse(rest) : null;
  if (!condition || !r) return null;
  if (r.effect === "entersAsCopy" || (r.effect === "entersWithCounters" && r.condition === undefined))
    return { ...r, condition };
  return null;
}
