import type { Condition } from "../../../abilities/condition.js";

/** 702.104b: the intervening "if tribute wasn't paid" / "if tribute was paid" of a creature with tribute. */
export function parseTributeCondition(phrase: string): Condition | null {
  if (phrase === "tribute wasn't paid") return { is: "not", condition: { is: "tributePaid" } };
  if (phrase === "tribute was paid") return { is: "tributePaid" };
  return null;
}
