import { createCardCopy } from "../../copy/castCopy.js";
import type { ObjectId } from "../../model/object.js";
import { castOrLeave } from "./copies.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** 707.12: copies of cards ("Copy that card. You may cast the copy"), cast while the effect resolves. */
export const cardCopyEffects = effectHandlers({
  copyCard: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    const copies: ObjectId[] = [];
    for (const id of resolveObjects(ctx, e.what, r)) {
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
