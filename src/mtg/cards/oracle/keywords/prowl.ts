import type { Condition } from "../../../abilities/condition.js";

/** 702.76a: "if its prowl cost was paid" — the permanent remembers the alternative cost paid for its spell. */
export function parseProwlCondition(phrase: string): Condition | null {
  return phrase === "its prowl cost was paid" ? { is: "costPaid", keyword: "prowl" } : null;
}
