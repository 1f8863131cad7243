import { illegal } from "../../game/draft.js";
import { recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.127a: aftermath, on the second half of a split card — "You may cast this half of this split
 * card from your graveyard", "This half of this split card can't be cast from any zone other than
 * a graveyard" and "If this spell was cast from a graveyard, exile it instead of putting it
 * anywhere else any time it would leave the stack" (rules/zones.ts, EXILED_LEAVING_STACK).
 */
export const aftermath: CastingKeyword = {
  name: "aftermath",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("aftermath") ? "graveyard" : null),
  announce: (c, decisions) => {
    if (!c.keyword("aftermath")) return;
    if (c.castFrom !== "graveyard")
      illegal(`${c.chars?.name ?? c.card.id} has aftermath: it can be cast only from a graveyard`, "702.127a");
    recordPaid(decisions, "aftermath");
  },
};
