import { own } from "../../../kernel/records.js";
import { lastKnownDerivation } from "../../copy/lastKnown.js";
import { derive } from "../../layers/derive.js";
import { manaValueOf, matchesFilter } from "../../layers/evaluate.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import type { Derived } from "../../layers/derive.js";

/**
 * 603.2, 608.2h: the object a triggered ability is about ("that spell" of a magecraft ability), now,
 * or as it last existed if it has left its zone (a spell countered or resolved before the ability).
 */
function triggerObjectView(ctx: Ctx, r: Resolution): { d: Derived; id: string } | null {
  const id = r.triggerObject;
  if (!id) return null;
  if (own(ctx.state.objects, id)) return { d: derive(ctx.state), id };
  const known = lastKnownDerivation(ctx.state, id);
  return known ? { d: known, id } : null;
}

/** "that spell's mana value" (202.3): 0 when the ability is about no object. */
export function triggerObjectManaValue(ctx: Ctx, r: Resolution): number {
  const at = triggerObjectView(ctx, r);
  const c = at?.d.get(at.id);
  return at && c ? manaValueOf(at.d.view, at.id, c) : 0;
}

/** "If that spell has mana value 5 or greater": the trigger's object matches the filter. */
export function triggerObjectMatches(ctx: Ctx, filter: ObjectFilter, r: Resolution): boolean {
  const at = triggerObjectView(ctx, r);
  return at !== null && matchesFilter(at.d.view, at.id, filter, perspective(r));
}
