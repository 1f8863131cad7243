import type { CastingKeyword } from "./keyword.js";

/**
 * 702.120a: escalate — "For each mode you choose beyond the first as you cast this spell, you pay
 * an additional [cost]." (601.2f: added to the total cost once the modes are chosen, 601.2b.)
 */
export const escalate: CastingKeyword = {
  name: "escalate",
  additionalMana: (c, decisions) => (c.keyword("escalate")?.cost ?? "").repeat(Math.max(0, decisions.modes.length - 1)),
};
