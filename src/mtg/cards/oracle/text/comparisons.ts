import type { ObjectFilter } from "../../../abilities/filter.js";

const COMPARISON = /^with (power|toughness|mana value) (\d+) or (less|greater)(?= |$)/;
const TO_SOURCE =
  /^with (?:(lesser|greater) (power|toughness)|(power|toughness) less than or equal to ~'s (power|toughness))(?= |$)/;

/**
 * "with power 4 or greater", "with toughness 2 or less", "with mana value 3 or less" after a
 * noun (208.1, 202.3): the filter and how many characters of the phrase it took; null otherwise.
 */
export function parseComparison(phrase: string): { filter: ObjectFilter; length: number } | null {
  const toSource = parseComparisonToSource(phrase);
  if (toSource) return toSource;
  const m = COMPARISON.exec(phrase);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const n = Number(m[2]);
  const bound = m[3] === "less" ? { atMost: n } : { atLeast: n };
  const is = m[1] === "mana value" ? "manaValue" : m[1] === "power" ? "power" : "toughness";
  return { filter: { is, ...bound }, length: m[0].length };
}

/**
 * "with lesser power", "with greater toughness", "with power less than or equal to ~'s power" (208.1):
 * the object's value against the source's, checked as it is targeted and as the ability resolves
 * (608.2b; Earthshaker Khenra's ruling). Null for another stat on each side.
 */
function parseComparisonToSource(phrase: string): { filter: ObjectFilter; length: number } | null {
  const m = TO_SOURCE.exec(phrase);
  if (!m) return null;
  if (m[1] && m[2]) {
    const than = m[1] === "lesser" ? "lesser" : "greater";
    return {
      filter: { is: "comparedToSource", stat: m[2] === "power" ? "power" : "toughness", than },
      length: m[0].length,
    };
  }
  if (!m[3] || m[3] !== m[4]) return null;
  const stat = m[3] === "power" ? "power" : "toughness";
  return { filter: { is: "comparedToSource", stat, than: "lesserOrEqual" }, length: m[0].length };
}
