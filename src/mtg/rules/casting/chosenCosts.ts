import { CASTING_KEYWORDS, type CastingKeywordName } from "../../abilities/castingKeywords.js";
import type { StackDecisions } from "../../model/object.js";
import { illegal } from "../../game/draft.js";
import type { CastingFrom } from "./keyword.js";
import { PRINTED_ALTERNATIVE_COST } from "./printedAlternativeCost.js";

/**
 * 601.2b: the caster announces the optional additional costs and the alternative cost they pay
 * (`CastArgs.using`, by keyword). A keyword the spell doesn't have, or that isn't a cost a
 * player chooses, can't be used.
 */
export function checkChosenCosts(c: CastingFrom): void {
  for (const name of c.args.using ?? []) {
    if (name === PRINTED_ALTERNATIVE_COST) continue; // 118.9: checked by printedAlternativeCost.ts
    const k = CASTING_KEYWORDS.find((x) => x === name);
    if (k === undefined)
      illegal(`"${name}": no casting keyword of that name has a cost the caster may choose to pay`, "601.2b");
    if (!c.keyword(k)) illegal(`${c.chars?.name ?? c.card.id} has no ${k} ability`, "601.2b");
  }
}

/** Whether the caster chose to pay the keyword's cost. */
export function chose(c: CastingFrom, k: CastingKeywordName): boolean {
  return c.args.using?.includes(k) === true && c.keyword(k) !== undefined;
}

/** Records that the keyword's cost was paid, for "if its [keyword] cost was paid" (608.2h, 702.27a…). */
export function recordPaid(decisions: StackDecisions, k: CastingKeywordName | "flashback"): void {
  decisions.paidCosts = [...(decisions.paidCosts ?? []), k];
}
