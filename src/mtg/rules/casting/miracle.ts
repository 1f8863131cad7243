import { triggerCastCost } from "./triggerCastCost.js";

/**
 * 702.94a: miracle's alternative cost — the revealed card is cast from the hand "by paying [cost]
 * rather than its mana cost", while its miracle trigger resolves (rules/miracleTrigger.ts).
 */
export const miracle = triggerCastCost({ name: "miracle", zone: "hand", rule: "702.94a" });
