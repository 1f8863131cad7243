import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { derive } from "../../layers/derive.js";
import { evaluateAmount } from "../../layers/evaluate.js";
import { loseLife } from "../lifeLoss.js";
import { recordPaid } from "./chosenCosts.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.34a: flashback — "You may cast this card from your graveyard if the resulting spell is an
 * instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback
 * cost was paid, exile this card instead of putting it anywhere else any time it would leave the
 * stack" (702.81a: retrace, cast from the graveyard too, doesn't exile it).
 */
export const flashback: CastingKeyword = {
  name: "flashback",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("flashback") ? "graveyard" : null),
  alternativeCost: (c) => (c.via === flashback ? (c.keyword("flashback")?.cost ?? "") : undefined),
  announce: (c, decisions) => {
    if (c.via === flashback) recordPaid(decisions, "flashback");
  },
  // "Flashback—{1}{U}, Pay 3 life" (119.4: only with at least that much life).
  payOtherCost: (c) => {
    const amount = c.via === flashback ? c.keyword("flashback")?.lifeCost : undefined;
    if (amount === undefined) return;
    const d = derive(c.ctx.state);
    const life = evaluateAmount(d.view, amount, { sourceId: c.card.id, controller: c.caster, abilityKey: null }, null);
    if (player(c.ctx.state, c.caster).life < life) illegal(`${c.caster} can't pay ${life} life`, "119.4");
    loseLife(c.ctx.state, c.caster, life);
  },
  // Exiled as it resolves, and whenever it leaves the stack (rules/zones.ts, EXILED_LEAVING_STACK).
  finishesResolving: (_ctx, spell) => (spell.decisions?.paidCosts?.includes("flashback") ? { to: "exile" } : null),
};
