import { discardCards, exileLibraryButBottom, lookAtTop, mayRevealTop, searchLibrary } from "../cardActions.js";
import { drawCards } from "../draw.js";
import { searchLibraryToBattlefield } from "../effectsOnResolution.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";

/** Libraries and hands (401, 402): drawing, discarding, scry and surveil, searching, revealing. */
export const libraryEffects = effectHandlers({
  draw: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) drawCards(ctx, p, amount(ctx, e.amount, r));
  },
  discard: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) discardCards(ctx, p, amount(ctx, e.amount, r), r);
  },
  scry: (ctx, e, r) => lookAtTop(ctx, e.do, e.amount, r),
  surveil: (ctx, e, r) => lookAtTop(ctx, e.do, e.amount, r),
  searchLibrary: (ctx, e, r) => searchLibrary(ctx, e.filter, amount(ctx, e.max, r), e.differentNames === true, e.tapped === true, r),
  searchLibraryToBattlefield: (ctx, e, r) => searchLibraryToBattlefield(ctx, e.filter, e.max, e.tapped, r),
  exileLibraryButBottom: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) exileLibraryButBottom(ctx, p);
  },
  mayRevealTop: (ctx, e, r, runNested) => {
    if (mayRevealTop(ctx, e.filter, r)) runNested(e.ifRevealed);
  },
});
