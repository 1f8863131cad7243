import type { CastingKeywordName } from "../../abilities/castingKeywords.js";
import type { ZoneName } from "../../model/object.js";
import { illegal } from "../../game/draft.js";
import { chose, recordPaid } from "./chosenCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/**
 * A keyword whose trigger lets the card be cast from `zone` "by paying [cost] rather than paying
 * its mana cost" while that trigger resolves (702.35a madness from exile, 702.94a miracle from
 * the hand): the alternative cost (118.9) can be chosen then and only then.
 */
export function triggerCastCost(k: {
  readonly name: CastingKeywordName;
  readonly zone: ZoneName;
  readonly rule: string;
}): CastingKeyword {
  const during = (c: CastingFrom) => chose(c, k.name) && c.card.zone === k.zone && c.args.duringResolution === true;
  return {
    name: k.name,
    alternativeCost: (c) => (during(c) ? (c.keyword(k.name)?.cost ?? "") : undefined),
    announce: (c, decisions) => {
      if (!chose(c, k.name)) return;
      if (!during(c))
        illegal(
          `${c.chars?.name ?? c.card.id}: its ${k.name} cost is paid only as its ${k.name} trigger resolves`,
          k.rule,
        );
      recordPaid(decisions, k.name);
    },
  };
}
