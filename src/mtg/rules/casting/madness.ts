import { illegal } from "../../game/draft.js";
import { chose, recordPaid } from "./chosenCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/**
 * 702.35a-b: madness's alternative cost — the card exiled by its madness ability is cast from
 * exile "by paying [cost] rather than paying its mana cost", while the madness trigger resolves.
 */
export const madness: CastingKeyword = {
  name: "madness",
  alternativeCost: (c) => (byMadness(c) ? (c.keyword("madness")?.cost ?? "") : undefined),
  announce: (c, decisions) => {
    if (!chose(c, "madness")) return;
    if (!byMadness(c))
      illegal(
        `${c.chars?.name ?? c.card.id}: its madness cost is paid only as its madness trigger resolves`,
        "702.35a",
      );
    recordPaid(decisions, "madness");
  },
};

/** Cast from exile while its madness trigger resolves (rules/madnessTrigger.ts). */
function byMadness(c: CastingFrom): boolean {
  return chose(c, "madness") && c.card.zone === "exile" && c.args.duringResolution === true;
}
