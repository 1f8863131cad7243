import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.96a: overload — "You may choose to pay [cost] rather than pay this spell's mana cost"; paid,
 * its text changes ("target" → "each", layers/overloadText.ts) and it has no targets (702.96b).
 */
export const overload = alternativeCostKeyword({ name: "overload", rule: "702.96a" });
