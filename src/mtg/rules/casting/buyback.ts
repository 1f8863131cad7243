import type { CastingKeyword } from "./keyword.js";
import { chose, recordPaid } from "./chosenCosts.js";

/**
 * 702.27a: buyback — "You may pay an additional [cost] as you cast this spell" and "If the buyback
 * cost was paid, put this spell into its owner's hand instead of into that player's graveyard as
 * it resolves."
 */
export const buyback: CastingKeyword = {
  name: "buyback",
  announce: (c, decisions) => {
    const k = c.keyword("buyback");
    if (!k) return;
    let paid = chose(c, "buyback");
    if (c.args.using === undefined && c.args.duringResolution) {
      // 601.2b: cast by an effect, the player still announces an optional additional cost.
      const a = c.ctx.chooser.choose({
        kind: "yesNo",
        player: c.caster,
        prompt: `${c.chars?.name ?? "the spell"}: pay its buyback cost?`,
        rule: "702.27a",
      });
      paid = a.kind === "yesNo" && a.yes;
    }
    if (paid) recordPaid(decisions, "buyback");
  },
  additionalMana: (c, decisions) =>
    decisions.paidCosts?.includes("buyback") ? (c.keyword("buyback")?.cost ?? "") : "",
  finishesResolving: (_ctx, spell) => (spell.decisions?.paidCosts?.includes("buyback") ? { to: "hand" } : null),
};
