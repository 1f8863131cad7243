import type { CastingKeyword } from "./keyword.js";

/** 702.40a: storm functions on the stack — it triggers from the spell itself as it is cast. */
export const storm: CastingKeyword = {
  name: "storm",
  triggersAsCast: true,
};
