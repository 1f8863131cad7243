import type { CastingKeyword } from "./keyword.js";

/** 702.34a: flashback — cast from its owner's graveyard for its flashback cost (exiled as it leaves, resolve.ts). */
export const flashback: CastingKeyword = {
  name: "flashback",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("flashback") ? "graveyard" : null),
  alternativeCost: (c) => (c.via === flashback ? (c.keyword("flashback")?.cost ?? "") : undefined),
};
