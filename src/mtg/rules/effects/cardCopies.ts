import { createCardCopy } from "../../copy/castCopy.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal } from "../../game/draft.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import { castSpell } from "../cast.js";
import { canCastCopyNow } from "../castCopyIfAble.js";
import { castOrLeave } from "./copies.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";

/** 707.12: copies of cards ("Copy that card. You may cast the copy"), cast while the effect resolves. */
export const cardCopyEffects = effectHandlers({
  copyCard: (ctx, e, r) => {
    const n = amount(ctx, e.count, r);
    const copies: ObjectId[] = [];
    const cards = resolveObjects(ctx, e.what, r);
    for (const id of e.chooseOne ? chooseOne(ctx, cards, e.chooseOne, r) : cards) {
      const card = ctx.state.objects[id];
      // Only a card is copied this way; a token or a copy of a card in these zones is none (707.10a).
      if (!card?.card || card.token !== null || card.isCardCopy) continue;
      for (let i = 0; i < n; i++) copies.push(createCardCopy(ctx, card.card, r.controller, card.zone));
    }
    // 707.12, 608.2g: each copy may be cast now; one not cast ceases to exist (707.10a).
    const cast = e.cast;
    if (cast) castCopies(ctx, copies, r, cast.withoutPayingManaCost, cast.ifAble === true);
  },
});

/**
 * 608.2g: the copies are cast one at a time, in the order the controller chooses (Mizzix's
 * Mastery's and Spelltwine's rulings: the last one cast resolves first); copies of one card need
 * no order. `ifAble` ("Cast the copies if able"): each copy that can be cast is, without a choice.
 */
function castCopies(ctx: Ctx, copies: readonly ObjectId[], r: Resolution, free: boolean, ifAble: boolean): void {
  let left = [...copies];
  while (left.length > 0) {
    const same = left.every((id) => ctx.state.objects[id]?.card === ctx.state.objects[left[0] ?? ""]?.card);
    if (same && !ifAble) {
      for (const id of left) castOrLeave(ctx, id, r, free);
      return;
    }
    const castable = ifAble ? left.filter((id) => canCastCopyNow(ctx, id, r.controller)) : left;
    const next = same || castable.length <= 1 ? castable[0] : chooseNext(ctx, castable, r, !ifAble);
    if (next === undefined) return; // the copies left cease to exist (707.10a)
    left = left.filter((id) => id !== next);
    castSpell(ctx, { object: next, by: r.controller, withoutPayingManaCost: free, duringResolution: true });
  }
}

function chooseNext(ctx: Ctx, options: readonly ObjectId[], r: Resolution, optional: boolean): ObjectId | undefined {
  if (options.length === 0) return undefined;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose the copy to cast next${optional ? " (null: cast no more)" : ""}`,
    options: [...options],
    optional,
    rule: "608.2g",
  });
  if (a.kind === "object" && a.id !== null && options.includes(a.id)) return a.id;
  if (optional && a.kind === "object" && a.id === null) return undefined;
  return illegal(`choose one of ${options.join(", ")}${optional ? " or null" : ""}`, "608.2g");
}

/** 608.2d: "Choose an instant or sorcery card exiled this way": one of the matching cards (none if there is none). */
function chooseOne(ctx: Ctx, cards: readonly ObjectId[], filter: ObjectFilter, r: Resolution): ObjectId[] {
  const d = derive(ctx.state);
  const options = cards.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length <= 1) return options;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose the card to copy`,
    options,
    optional: false,
    rule: "608.2d",
  });
  if (a.kind === "object" && a.id !== null && options.includes(a.id)) return [a.id];
  return illegal(`choose one of ${options.join(", ")}`, "608.2d");
}
