import type { CastingKeyword } from "./keyword.js";

/** 702.85a: cascade functions only while the spell is on the stack — it triggers from the spell as it is cast. */
export const cascade: CastingKeyword = {
  name: "cascade",
  triggersAsCast: true,
};
