import type { ObjectRef } from "../../abilities/ref.js";
import { createCardCopy } from "../../copy/castCopy.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import type { ObjectId } from "../../model/object.js";
import { castOrLeave } from "./copies.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** 707.12: copies of cards ("Copy that card. You may cast the copy"), cast while the effect resolves. */
export const cardCopyEffects = effectHandlers({
  copyCard: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    const copies: ObjectId[] = [];
    for (const id of foundAfterMove(ctx, e.what, r)) {
      const card = ctx.state.objects[id];
      // Only a card is copied this way; a token or a copy of a card in these zones is none (707.10a).
      if (!card?.card || card.token !== null || card.isCardCopy) continue;
      for (let i = 0; i < n; i++) copies.push(createCardCopy(ctx, card.card, r.controller, card.zone));
    }
    // 707.12, 608.2g: each copy may be cast now; one not cast ceases to exist (707.10a).
    const cast = e.cast;
    if (cast) for (const c of copies) castOrLeave(ctx, c, r, cast.withoutPayingManaCost);
  },
});

const PUBLIC_ZONES: readonly string[] = ["graveyard", "exile", "battlefield", "stack", "command"];

/**
 * 400.7j: the object a target became after an earlier part of the same effect moved it to a public
 * zone ("Exile target card … Copy that card").
 */
function foundAfterMove(ctx: Ctx, ref: ObjectRef, r: Resolution): ObjectId[] {
  const found = resolveObjects(ctx, ref, r);
  if (found.length > 0 || ref.ref !== "target") return found;
  const { state } = ctx;
  let id = r.decisions.targets[ref.index];
  if (id === undefined || r.illegalTargets.has(id)) return [];
  for (let hops = 0; id !== undefined && !state.objects[id] && hops < 10; hops++) id = state.successors[id];
  const now = id !== undefined ? state.objects[id] : undefined;
  return now && PUBLIC_ZONES.includes(now.zone) ? [now.id] : [];
}
