import { dealtCombatDamageWithTypes } from "../turnHistory.js";
import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.76a: prowl — "You may cast this spell by paying [cost] rather than paying its mana cost if a
 * player was dealt combat damage this turn by a source that, at the time it dealt that damage, was
 * under your control and had any of this spell's creature types."
 */
export const prowl = alternativeCostKeyword({
  name: "prowl",
  rule: "702.76a",
  forbidden: (c) =>
    dealtCombatDamageWithTypes(c.ctx.state, c.caster, c.chars?.subtypes ?? [])
      ? null
      : `no source ${c.caster} controlled with any of its creature types dealt combat damage to a player this turn`,
});
