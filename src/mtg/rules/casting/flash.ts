import type { CastingKeyword } from "./keyword.js";

/** 702.8a: flash — it may be cast any time its controller could cast an instant. */
export const flash: CastingKeyword = {
  name: "flash",
  instantSpeed: (c) => c.keyword("flash") !== undefined,
};
