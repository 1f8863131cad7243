import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.113a: awaken — "You may cast this spell by paying [cost] rather than paying its mana cost";
 * paid, its effect includes the awaken paragraph (layers/awakenedSpell.ts).
 */
export const awaken = alternativeCostKeyword({ name: "awaken", rule: "702.113a" });
