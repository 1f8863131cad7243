import { opponentLostLifeThisTurn } from "../turnHistory.js";
import { alternativeCostKeyword } from "./alternativeCost.js";

/**
 * 702.137a: spectacle — "You may cast this spell by paying [cost] rather than its mana cost if an
 * opponent lost life this turn."
 */
export const spectacle = alternativeCostKeyword({
  name: "spectacle",
  rule: "702.137a",
  forbidden: (c) =>
    opponentLostLifeThisTurn(c.ctx.state, c.caster) ? null : `no opponent of ${c.caster} lost life this turn`,
});
