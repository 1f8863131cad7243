import type { Keyword } from "../../abilities/keyword.js";
import type { CastingFrom } from "./keyword.js";

/**
 * 601.2b: an additional cost that may be paid any number of times (702.56a replicate, 702.33c
 * multikicker): the caster announces how many times. The caller checks that the spell has such a cost.
 */
export function announceTimesPaid(c: CastingFrom, keyword: Keyword, rule: string): number {
  const a = c.ctx.chooser.choose({
    kind: "chooseNumber",
    player: c.caster,
    prompt: `${c.chars?.name ?? "the spell"}: how many times do you pay its ${keyword} cost?`,
    min: 0,
    max: 1000000,
    rule,
  });
  return a.kind === "number" ? a.n : 0;
}
