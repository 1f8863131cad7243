import type { CastingKeyword } from "./keyword.js";
import { announceTimesPaid } from "./repeatedCost.js";

/**
 * 702.33c: multikicker — "You may pay an additional [cost] any number of times as you cast this
 * spell" (announced, 601.2b; added to the total cost, 601.2f). 702.33d: paid at least once, the
 * spell is kicked; "for each time it was kicked" counts the payments (the spell's and then the
 * permanent's decisions).
 */
export const multikicker: CastingKeyword = {
  name: "multikicker",
  announce: (c, decisions) => {
    if (!c.keyword("multikicker")?.cost) return;
    const times = announceTimesPaid(c, "multikicker", "702.33c");
    decisions.timesKicked = times;
    if (times > 0) decisions.kicked = true;
  },
  additionalMana: (c, decisions) => (c.keyword("multikicker")?.cost ?? "").repeat(decisions.timesKicked ?? 0),
};
