import type { CastingKeyword } from "./keyword.js";

/** 702.40a: storm functions on the stack — it triggers from the spell itself as it is cast. */
export const storm: CastingKeyword = {
  name: "storm",
  triggersAsCast: true,
};

/** 702.69a: gravestorm functions on the stack too — it triggers from the spell itself as it is cast. */
export const gravestorm: CastingKeyword = {
  name: "gravestorm",
  triggersAsCast: true,
};
