import { mayCastWithoutPaying } from "../cardActions.js";
import { castWithMadness } from "../madnessTrigger.js";
import { exileThenMayCastTransformed } from "../castTransformed.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import { castSpell } from "../cast.js";
import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { moveObject } from "../zones.js";
import { exileFromTopUntil, putOnBottomInRandomOrder } from "../exileUntil.js";
import { castableDuringResolution } from "../castableDuringResolution.js";

/** Casting a card while the instruction resolves (608.2g, 601.2). */
export const castingEffects = effectHandlers({
  mayCastWithoutPaying: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) mayCastWithoutPaying(ctx, id, r);
  },
  castWithMadness: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) castWithMadness(ctx, id, r);
  },
  exileUntilCastOneHandOne: (ctx, e, r) => exileUntilCastOneHandOne(ctx, e.filter, e.count, r),
  exileThenMayCastTransformed: (ctx, e, r) => exileThenMayCastTransformed(ctx, resolveObjects(ctx, e.what, r), r),
});

/**
 * Invasion of Alara: "exile cards from the top of your library until you exile `count` [filter]
 * cards. You may cast one of those cards without paying its mana cost. Put one of them into your
 * hand. Then put the other cards exiled this way on the bottom of your library in a random order."
 * Rulings: with only one such card exiled, you may cast it, else it goes to your hand; with two and
 * none cast, the one not put into your hand stays in exile (it isn't one of "the other cards").
 */
export function exileUntilCastOneHandOne(ctx: Ctx, filter: ObjectFilter, count: number, r: Resolution): void {
  const { state } = ctx;
  const who = r.controller;
  const { exiled, found } = exileFromTopUntil(ctx, who, count, (id) =>
    matchesFilter(derive(state).view, id, filter, perspective(r)),
  );
  log(state, "exile", `${who} exiles ${exiled.length} card(s) and finds ${found.length}`, "608.2c");
  // "You may cast one of those cards without paying its mana cost" (608.2g: during the resolution).
  const castable = found.filter((id) => castableDuringResolution(ctx, id, who));
  let cast: ObjectId | null = null;
  if (castable.length > 0) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: you may cast one of the exiled cards without paying its mana cost (null: none)`,
      options: castable,
      optional: true,
      rule: "608.2g",
    });
    cast = a.kind === "object" ? a.id : null;
  }
  if (cast !== null)
    castSpell(ctx, { object: cast, by: who, withoutPayingManaCost: true, duringResolution: true, permitted: true });
  // "Put one of them into your hand": one of those found that is still in exile.
  const left = found.filter((id) => id !== cast && state.objects[id]?.zone === "exile");
  let toHand = left[0];
  if (left.length > 1) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: put one of the exiled cards into your hand`,
      options: left,
      optional: false,
      rule: "608.2c",
    });
    if (a.kind === "object" && a.id !== null) toHand = a.id;
  }
  if (toHand !== undefined) moveObject(ctx, toHand, "hand");
  // "the other cards exiled this way" — those not found; in a random order (701.24a-style).
  const others = exiled.filter((id) => !found.includes(id) && state.objects[id]?.zone === "exile");
  putOnBottomInRandomOrder(ctx, who, others, "608.2c");
}
