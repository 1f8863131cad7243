import type { CastingFrom, CastingKeyword } from "./keyword.js";
import { announceTimesPaid } from "./repeatedCost.js";

/**
 * 702.56a: replicate — an additional cost that may be paid any number of times as the spell is
 * cast (601.2b, 601.2f); when it is cast, it is copied once for each time (the keyword's triggered
 * part, abilities/copyKeywords.ts).
 */
export const replicate: CastingKeyword = {
  name: "replicate",
  announce: (c, decisions) => {
    if (!replicateCost(c)) return;
    decisions.replicated = announceTimesPaid(c, "replicate", "702.56a");
  },
  additionalMana: (c, decisions) => (replicateCost(c) ?? "").repeat(decisions.replicated ?? 0),
  triggersAsCast: true,
  triggersIf: (decisions) => (decisions.replicated ?? 0) > 0,
};

/** The replicate cost: printed, or "equal to its mana cost" (Djinn Illuminatus; its {X} is the X announced, 107.3). */
function replicateCost(c: CastingFrom): string | undefined {
  const k = c.keyword("replicate");
  return k?.cost ?? (k?.costIsManaCost ? c.chars?.manaCost || undefined : undefined);
}
