import type { CastingKeyword } from "./keyword.js";

/** 702.37c: a card with morph (or megamorph, 702.37b) may be cast face down, as a 2/2 creature spell, for {3}. */
export const morph: CastingKeyword = {
  name: "morph",
  castsFaceDown: (c) => c.keyword("morph") !== undefined || c.keyword("megamorph") !== undefined,
  alternativeCost: (c) => (c.faceDown ? "{3}" : undefined),
};
