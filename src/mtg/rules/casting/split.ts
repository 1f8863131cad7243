import type { CastingKeyword } from "./keyword.js";

/** 709.3: a split card is cast as one of its halves (the second with `face: 1`). */
export const split: CastingKeyword = {
  name: "split",
  castsBackFace: (c) => c.printed?.layout === "split",
};
