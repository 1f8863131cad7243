import { payDiscardCost } from "./discardCost.js";
import { recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.133a: jump-start — "You may cast this card from your graveyard if the resulting spell is an
 * instant or sorcery spell by discarding a card as an additional cost to cast it" and "If this
 * spell was cast using its jump-start ability, exile this card instead of putting it anywhere else
 * any time it would leave the stack."
 */
export const jumpStart: CastingKeyword = {
  name: "jump-start",
  castsFrom: (c) =>
    c.card.zone === "graveyard" &&
    c.keyword("jump-start") &&
    (c.chars?.types.includes("Instant") || c.chars?.types.includes("Sorcery"))
      ? "graveyard"
      : null,
  announce: (c, decisions) => {
    if (c.via === jumpStart) recordPaid(decisions, "jump-start");
  },
  payDiscard: (c, name) => {
    if (c.via !== jumpStart) return false;
    payDiscardCost(c, { keyword: "jump-start", rule: "702.133a", what: "a card", accepts: () => true }, name);
    return true;
  },
  // Exiled whenever it leaves the stack: rules/zones.ts (EXILED_LEAVING_STACK).
};
