import type { Cost } from "../../abilities/cost.js";
import { parseGroup, parseIndefinite } from "./subjects.js";
import { parseCount } from "./words.js";

/**
 * 602.2b: "Tap an untapped creature you control", "Tap two untapped Wizards you control" — a cost
 * component; the permanents must be the payer's ("you control").
 */
export function parseTapUntappedCost(component: string): Cost["tapUntapped"] | null {
  const m = /^Tap (an|\S+) untapped (.+ you control)$/.exec(component);
  if (!m?.[1] || !m[2]) return null;
  if (m[1] === "an" || m[1] === "a") {
    const filter = parseIndefinite(`a ${m[2]}`);
    return filter ? { n: 1, filter } : null;
  }
  const n = parseCount(m[1]);
  const group = parseGroup(m[2]);
  if (n === null || n < 2 || !group?.plural) return null;
  return { n, filter: group.filter };
}
