import { createCardCopy } from "../../copy/castCopy.js";
import type { Ctx } from "../../game/ctx.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import { castSpell } from "../cast.js";
import { castableDuringResolution } from "../castableDuringResolution.js";
import { castOrLeave } from "./copies.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** 707.12: copies of cards ("Copy that card. You may cast the copy"), cast while the effect resolves. */
export const cardCopyEffects = effectHandlers({
  copyCard: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    const copies: ObjectId[] = [];
    const only = e.only;
    const d = derive(ctx.state);
    const cards = resolveObjects(ctx, e.what, r).filter(
      (id) => only === undefined || matchesFilter(d.view, id, only, perspective(r)),
    );
    for (const id of e.chooseOne ? chooseOne(ctx, cards, e.chooseOne, r) : cards) {
      const card = ctx.state.objects[id];
      // Only a card is copied this way; a token or a copy of a card in these zones is none (707.10a).
      if (!card?.card || card.token !== null || card.isCardCopy) continue;
      for (let i = 0; i < n; i++) copies.push(createCardCopy(ctx, card.card, r.controller, card.zone));
    }
    // 707.12, 608.2g: each copy may be cast now; one not cast ceases to exist (707.10a).
    const cast = e.cast;
    if (cast) castCopies(ctx, copies, r, cast.withoutPayingManaCost, cast.ifAble === true, cast.paying);
  },
});

/**
 * 608.2g: the copies are cast one at a time, in the order the controller chooses (Mizzix's
 * Mastery's and Spelltwine's rulings: the last one cast resolves first); copies of one card need
 * no order. `ifAble` ("Cast the copies if able"): each copy that can be cast is, without a choice.
 */
function castCopies(
  ctx: Ctx,
  copies: readonly ObjectId[],
  r: Resolution,
  free: boolean,
  ifAble: boolean,
  paying?: string,
): void {
  let left = [...copies];
  while (left.length > 0) {
    const same = left.every((id) => ctx.state.objects[id]?.card === ctx.state.objects[left[0] ?? ""]?.card);
    if (same && !ifAble) {
      for (const id of left) castOrLeave(ctx, id, r, free, paying);
      return;
    }
    const castable = ifAble ? left.filter((id) => castableDuringResolution(ctx, id, r.controller)) : left;
    const prompt = `${r.sourceName ?? "effect"}: choose the copy to cast next${ifAble ? "" : " (null: cast no more)"}`;
    const next =
      same || castable.length <= 1
        ? (castable[0] ?? null)
        : chooseObjectAmong(ctx, {
            player: r.controller,
            prompt,
            options: castable,
            rule: "608.2g",
            optional: !ifAble,
          });
    if (next === null) return; // the copies left cease to exist (707.10a)
    left = left.filter((id) => id !== next);
    const instead = paying !== undefined ? { payingInstead: paying } : {};
    castSpell(ctx, { object: next, by: r.controller, withoutPayingManaCost: free, duringResolution: true, ...instead });
  }
}

/** 608.2d: "Choose an instant or sorcery card exiled this way": one of the matching cards (none if there is none). */
function chooseOne(ctx: Ctx, cards: readonly ObjectId[], filter: ObjectFilter, r: Resolution): ObjectId[] {
  const d = derive(ctx.state);
  const options = cards.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length <= 1) return options;
  const prompt = `${r.sourceName ?? "effect"}: choose the card to copy`;
  const chosen = chooseObjectAmong(ctx, { player: r.controller, prompt, options, rule: "608.2d" });
  return chosen === null ? [] : [chosen];
}
