import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.74a: evoke — "You may cast this card by paying [cost] rather than paying its mana cost";
 * its other ability, "When this permanent enters, if its evoke cost was paid, its controller
 * sacrifices it", is a triggered ability of the permanent (abilities/castingKeywordForms.ts).
 */
export const evoke = alternativeCostKeyword({ name: "evoke", rule: "702.74a" });
