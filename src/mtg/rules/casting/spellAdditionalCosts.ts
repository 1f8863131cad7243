import type { Cost } from "../../abilities/cost.js";
import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { spellAbilityOf } from "../../game/spellParts.js";
import type { StackDecisions } from "../../model/object.js";
import { discardCard } from "../discard.js";
import { payExileFromGraveyard } from "../exileFromGraveyardCost.js";
import { loseLife } from "../lifeLoss.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

function costOf(c: CastingFrom): Cost | undefined {
  return spellAbilityOf(c.chars)?.additionalCost;
}

/** How many cards the spell's additional cost discards: N, or the announced X. */
function toDiscard(cost: Cost | undefined, decisions: StackDecisions): number {
  return cost?.discardX ? (decisions.x ?? 0) : (cost?.discard ?? 0);
}

/**
 * 601.2b, 601.2h: a spell's own "As an additional cost to cast this spell, …" other than a
 * sacrifice (cast.ts pays that one): discard N or X cards (701.9a), pay N or X life (119.4: only
 * with at least that much life), exile a card from your graveyard. X is announced with the spell
 * (601.2b) even when its mana cost has none.
 */
export const spellAdditionalCosts: CastingKeyword = {
  name: "additional cost",
  asksX: (c) => costOf(c)?.discardX === true || costOf(c)?.payLifeX === true,
  payDiscard: (c, spellName, decisions) => {
    const n = toDiscard(costOf(c), decisions);
    if (n === 0) return false;
    const preset = c.args.discard;
    if (preset && preset.length !== n)
      illegal(`${spellName}: its additional cost discards exactly ${n} card(s)`, "601.2h");
    if (player(c.ctx.state, c.caster).hand.length < n)
      illegal(`${spellName}: ${c.caster} doesn't have ${n} card(s) in hand to discard`, "118.3");
    for (let i = 0; i < n; i++) {
      const hand = player(c.ctx.state, c.caster).hand;
      const given = preset?.[i];
      const a =
        given === undefined
          ? c.ctx.chooser.choose({
              kind: "chooseObject",
              player: c.caster,
              prompt: `${spellName}: choose a card to discard (${i + 1} of ${n})`,
              options: [...hand],
              optional: false,
              rule: "701.9a",
            })
          : null;
      const id = given ?? (a?.kind === "object" ? a.id : null);
      if (id === null || !hand.includes(id))
        illegal(`${spellName}: ${c.caster} has no card to discard for it`, "118.3");
      discardCard(c.ctx, c.caster, id, " (additional cost)");
    }
    return true;
  },
  payOtherCost: (c, decisions) => {
    const cost = costOf(c);
    const life = cost?.payLifeX ? (decisions.x ?? 0) : (cost?.payLife ?? 0);
    if (life > 0) {
      // 119.4: a player can pay life only if their life total is at least that much.
      if (player(c.ctx.state, c.caster).life < life) illegal(`${c.caster} can't pay ${life} life`, "119.4");
      loseLife(c.ctx.state, c.caster, life);
    }
    if (cost?.exileFromGraveyard) payExileFromGraveyard(c.ctx, c.caster, c.card.id, cost.exileFromGraveyard, decisions);
  },
};
