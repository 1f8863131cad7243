import type { CastingKeyword } from "./keyword.js";

/** 712.11b: a modal double-faced card may be cast with either face up. */
export const modalDoubleFaced: CastingKeyword = {
  name: "modal double-faced",
  castsBackFace: (c) => c.printed?.layout === "modal_dfc",
};
