import { own } from "../../../kernel/records.js";
import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.117a: surge — "You may pay [cost] rather than pay this spell's mana cost as you cast this
 * spell if you or one of your teammates has cast another spell this turn."
 */
export const surge = alternativeCostKeyword({
  name: "surge",
  rule: "702.117a",
  forbidden: (c) =>
    (own(c.ctx.state.spellsCastThisTurnBy ?? {}, c.caster) ?? 0) > 0
      ? null
      : `${c.caster} has cast no other spell this turn`,
});
