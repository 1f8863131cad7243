import { recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.34a: flashback — "You may cast this card from your graveyard if the resulting spell is an
 * instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback
 * cost was paid, exile this card instead of putting it anywhere else any time it would leave the
 * stack" (702.81a: retrace, cast from the graveyard too, doesn't exile it).
 */
export const flashback: CastingKeyword = {
  name: "flashback",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("flashback") ? "graveyard" : null),
  alternativeCost: (c) => (c.via === flashback ? (c.keyword("flashback")?.cost ?? "") : undefined),
  announce: (c, decisions) => {
    if (c.via === flashback) recordPaid(decisions, "flashback");
  },
  // Exiled as it resolves, and whenever it leaves the stack (rules/zones.ts, EXILED_LEAVING_STACK).
  finishesResolving: (_ctx, spell) => (spell.decisions?.paidCosts?.includes("flashback") ? { to: "exile" } : null),
};
