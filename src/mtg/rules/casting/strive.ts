import type { CastingKeyword } from "./keyword.js";

/** 207.2c, 601.2f: strive — "costs [cost] more to cast for each target beyond the first". */
export const strive: CastingKeyword = {
  name: "strive",
  additionalMana: (c, decisions) => (c.keyword("strive")?.cost ?? "").repeat(Math.max(0, decisions.targets.length - 1)),
};
