import type { Condition } from "../../../abilities/condition.js";
import { parseYouControlCondition } from "./tokenCopyIfYouControl.js";

/**
 * "you control eight or more artifacts with the same name as one another" (Mechanized Production):
 * the most permanents you control of that kind that share one name (201.2).
 */
export function parseSameNameCountCondition(phrase: string): Condition | null {
  const m = /^(you control \S+ or more .+) with the same name as one another$/.exec(phrase);
  const count = m?.[1] ? parseYouControlCondition(m[1]) : null;
  return count?.is === "youControlCount" && count.atLeast !== undefined ? { ...count, sameName: true } : null;
}
