import type { CastingKeywordName } from "../../abilities/castingKeywords.js";
import { illegal } from "../../game/draft.js";
import { chose, recordPaid } from "./chosenCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/** A keyword "You may cast this spell by paying [cost] rather than paying its mana cost" (118.9). */
export interface AlternativeCost {
  readonly name: CastingKeywordName;
  readonly rule: string;
  /** Why it can't be paid now (702.117a surge: no other spell cast this turn); null when it can. */
  readonly forbidden?: (c: CastingFrom) => string | null;
}

/**
 * 118.9, 601.2b: the caster chooses the keyword's alternative cost (`using`); it is the cost to pay
 * (601.2f) and is remembered for "if its [keyword] cost was paid" (608.2h). 118.9a: casting it
 * without paying its mana cost is another alternative cost, so both can't be chosen.
 */
export function alternativeCostKeyword(k: AlternativeCost): CastingKeyword {
  return {
    name: k.name,
    alternativeCost: (c) => (chose(c, k.name) ? (c.keyword(k.name)?.cost ?? "") : undefined),
    announce: (c, decisions) => {
      if (!chose(c, k.name)) return;
      const name = c.chars?.name ?? c.card.id;
      if (c.args.withoutPayingManaCost)
        illegal(`${name}: its ${k.name} cost and "without paying its mana cost" are two alternative costs`, "118.9a");
      const why = k.forbidden?.(c) ?? null;
      if (why !== null) illegal(`${name}: its ${k.name} cost can't be paid: ${why}`, k.rule);
      recordPaid(decisions, k.name);
    },
  };
}
