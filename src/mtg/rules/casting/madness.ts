import { triggerCastCost } from "./triggerCastCost.js";

/**
 * 702.35a-b: madness's alternative cost — the card exiled by its madness ability is cast from
 * exile "by paying [cost] rather than paying its mana cost", while the madness trigger resolves
 * (rules/madnessTrigger.ts).
 */
export const madness = triggerCastCost({ name: "madness", zone: "exile", rule: "702.35a" });
