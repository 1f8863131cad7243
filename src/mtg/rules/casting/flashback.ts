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
  finishesResolving: (_ctx, spell) => (flashedBack(spell.decisions?.paidCosts) ? { to: "exile" } : null),
  exilesLeavingStack: (spell) => flashedBack(spell.decisions?.paidCosts),
};

function flashedBack(paid: readonly string[] | undefined): boolean {
  return paid?.includes("flashback") === true;
}
