import type { CastingKeyword } from "./keyword.js";

/** 702.144a: demonstrate is a triggered ability of the spell: it triggers as the spell is cast (abilities/copyKeywords.ts). */
export const demonstrate: CastingKeyword = {
  name: "demonstrate",
  triggersAsCast: true,
};
