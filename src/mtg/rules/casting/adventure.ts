import type { CastingKeyword } from "./keyword.js";

/**
 * 715.3: an adventurer card may be cast as its Adventure (its second half up); 715.3d: once exiled
 * as the Adventure resolved, it may be cast from exile, but not as an Adventure.
 */
export const adventure: CastingKeyword = {
  name: "adventure",
  castsBackFace: (c) => c.printed?.layout === "adventure",
  castsFrom: (c) => (c.card.zone === "exile" && c.card.onAdventure && (c.args.face ?? 0) === 0 ? "exile" : null),
};
