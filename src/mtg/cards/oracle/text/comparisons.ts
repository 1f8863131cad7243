import type { ObjectFilter } from "../../../abilities/filter.js";

const COMPARISON = /^with (power|toughness|mana value) (\d+) or (less|greater)(?= |$)/;

/**
 * "with power 4 or greater", "with toughness 2 or less", "with mana value 3 or less" after a
 * noun (208.1, 202.3): the filter and how many characters of the phrase it took; null otherwise.
 */
export function parseComparison(phrase: string): { filter: ObjectFilter; length: number } | null {
  const m = COMPARISON.exec(phrase);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const n = Number(m[2]);
  const bound = m[3] === "less" ? { atMost: n } : { atLeast: n };
  const is = m[1] === "mana value" ? "manaValue" : m[1] === "power" ? "power" : "toughness";
  return { filter: { is, ...bound }, length: m[0].length };
}
