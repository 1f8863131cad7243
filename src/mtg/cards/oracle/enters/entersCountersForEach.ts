import type { EntersReplacement } from "../../../abilities/ability.js";
import type { Amount } from "../../../abilities/amount.js";
import { Filters } from "../../../abilities/filter.js";
import { parseForEach } from "../effects/createTokenCount.js";
import { SELF } from "../text/sentences.js";
import { allOf } from "../text/subjects.js";

/**
 * 614.1c: "~ enters with a +1/+1 counter on it for each other Ooze you control" / "… for each
 * creature card in your graveyard": the number is counted as the permanent enters.
 */
export function parseEntersWithCountersForEach(sentence: string): EntersReplacement | null {
  const m = new RegExp(`^${SELF} enters with an? ([+-]\\d+/[+-]\\d+|[a-z]+) counter on it for each (.+)$`).exec(
    sentence,
  );
  const amount = m?.[2] ? countOf(m[2]) : null;
  return m?.[1] && amount ? { effect: "entersWithCounters", kind: m[1], amount } : null;
}

/** "other Ooze you control": the permanents counted, other than the one entering. */
function countOf(phrase: string): Amount | null {
  const other = /^other (.+)$/.exec(phrase);
  if (!other?.[1]) return parseForEach(phrase);
  const amount = parseForEach(other[1]);
  return typeof amount === "object" && amount?.of === "count"
    ? { of: "count", filter: allOf([Filters.other, amount.filter]) }
    : null;
}
