import { chose, recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.42a: entwine — "You may choose all modes of this spell instead of just the number specified.
 * If you do, you pay an additional [cost]." (702.42b: the additional cost of 601.2f.)
 */
export const entwine: CastingKeyword = {
  name: "entwine",
  choosesAllModes: (c) => chose(c, "entwine"),
  announce: (c, decisions) => {
    if (chose(c, "entwine")) recordPaid(decisions, "entwine");
  },
  additionalMana: (c, decisions) =>
    decisions.paidCosts?.includes("entwine") ? (c.keyword("entwine")?.cost ?? "") : "",
};
