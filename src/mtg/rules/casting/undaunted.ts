import type { CastingKeyword } from "./keyword.js";

/**
 * 702.125a: undaunted — "This spell costs {1} less to cast for each opponent you have." 702.125b:
 * players who have left the game aren't counted (601.2f: a reduction of generic mana only).
 */
export const undaunted: CastingKeyword = {
  name: "undaunted",
  costReduction: (c) =>
    c.keyword("undaunted") ? c.ctx.state.players.filter((p) => p.name !== c.caster && !p.lost).length : 0,
};
