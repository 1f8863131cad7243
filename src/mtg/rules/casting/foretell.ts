import { recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.143a: a foretold card "may be cast after the current turn has ended by paying any foretell
 * cost it has rather than paying that spell's mana cost" — from exile, by its owner.
 */
export const foretell: CastingKeyword = {
  name: "foretell",
  castsFrom: (c) =>
    c.card.zone === "exile" &&
    c.card.foretoldTurn !== undefined &&
    c.card.foretoldTurn < c.ctx.state.turn.number &&
    c.keyword("foretell")?.cost !== undefined
      ? "exile"
      : null,
  alternativeCost: (c) => (c.via === foretell ? c.keyword("foretell")?.cost : undefined),
  announce: (c, decisions) => {
    if (c.via === foretell) recordPaid(decisions, "foretell");
  },
};
