/**
 * Casting keywords (702) whose rules are in `rules/casting/` (one module each): they change where a
 * card can be cast from, what its cost is, or what happens as the spell resolves.
 */
export const CASTING_KEYWORDS = [
  /** 702.27a: Buyback [cost] — an optional additional cost; paid, the spell returns to its owner's hand. */
  "buyback",
] as const;
export type CastingKeywordName = (typeof CASTING_KEYWORDS)[number];
