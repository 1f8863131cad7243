import type { CastingKeyword } from "./keyword.js";

/** 712.11a: a transforming double-faced card an effect lets you "cast transformed" is cast with its back face up. */
export const transformed: CastingKeyword = {
  name: "transformed",
  castsBackFace: (c) => c.printed?.layout === "transform" && c.args.permitted === true,
};
