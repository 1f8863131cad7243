import { changed, log } from "../../game/draft.js";
import type { GameObject } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import { alternativeCostKeyword } from "./alternativeCost.js";
import type { CastingKeyword } from "./keyword.js";
import { writable } from "../../model/writableObject.js";

const paid = alternativeCostKeyword({ name: "bestow", rule: "702.103a" });

/**
 * 702.103a: bestow — "you may cast it bestowed, paying [cost] rather than its mana cost"; cast
 * bestowed, it is an Aura spell with enchant creature (702.103b, layers/bestowed.ts, marked as it
 * is announced so that only those characteristics are evaluated, 702.103d). 702.103e, 608.3b: if
 * its target is illegal as it begins resolving, it ceases to be bestowed and resolves as a
 * creature spell.
 */
export const bestow: CastingKeyword = {
  ...paid,
  becomesCreatureSpell: (ctx, spell) => {
    if (spell.decisions?.bestowed !== true) return false;
    const decisions = writable(ctx.state, spell).decisions;
    if (decisions) decisions.bestowed = false;
    changed(ctx.state, spell.id);
    return true;
  },
};

/**
 * 702.103f: a bestowed Aura attached to an illegal object becomes unattached and ceases to be
 * bestowed instead of going to the graveyard (an exception to 704.5m); one already unattached has
 * ceased to be bestowed. Returns whether it was a bestowed Aura (so 704.5m doesn't apply).
 */
export function unattachBestowed(state: GameState, o: GameObject): boolean {
  if (o.decisions?.bestowed !== true) return false;
  const own = writable(state, o);
  if (own.decisions) own.decisions.bestowed = false;
  own.attachedTo = null;
  changed(state, o.id);
  log(state, "sba", `${o.id} becomes unattached and ceases to be bestowed`, "702.103f", [o.id]);
  return true;
}
