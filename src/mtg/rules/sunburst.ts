import type { GameObject } from "../model/object.js";

const COLORS = ["W", "U", "B", "R", "G"] as const;

/**
 * 702.44a-b: the number of colors of mana spent to cast the spell this permanent was, as it resolved
 * (its decisions; none for a permanent that didn't enter from the stack, and none for a copy, whose
 * mana spent is never copied, 707.10).
 */
export function colorsSpentToCast(obj: Pick<GameObject, "decisions">): number {
  const spent = obj.decisions?.manaSpent ?? "";
  return COLORS.filter((c) => spent.includes(`{${c}}`)).length;
}
