import { discardCards, exileLibraryButBottom, lookAtTop, mayRevealTop, searchLibrary } from "../cardActions.js";
import { drawCards } from "../draw.js";
import { mill } from "../mill.js";
import { effectHandlers } from "./handler.js";
import { amount, resolvePlayers } from "./refs.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { Ctx } from "../../game/ctx.js";
import { illegal, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { shuffleLibrary } from "../shuffle.js";
import { searchLibraryFor } from "../librarySearch.js";
import { lookAtTopPutOne } from "../libraryLook.js";
import { revealHandDiscardChosen } from "../handReveal.js";
import { moveObject } from "../zones.js";
import { discardAtRandom } from "../discardAtRandom.js";

/** Libraries and hands (401, 402): drawing, discarding, scry and surveil, searching, revealing. */
export const libraryEffects = effectHandlers({
  draw: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) drawCards(ctx, p, amount(ctx, e.amount, r));
  },
  discard: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r))
      if (e.atRandom) discardAtRandom(ctx, p, amount(ctx, e.amount, r));
      else discardCards(ctx, p, amount(ctx, e.amount, r), r);
  },
  mill: (ctx, e, r) => {
    const milled = resolvePlayers(ctx, e.who, r).flatMap((p) => mill(ctx, p, amount(ctx, e.amount, r)));
    r.thisWay.splice(0, r.thisWay.length, ...milled); // "the cards milled this way" (608.2c)
  },
  scry: (ctx, e, r) => lookAtTop(ctx, e.do, amount(ctx, e.amount, r), r),
  surveil: (ctx, e, r) => lookAtTop(ctx, e.do, amount(ctx, e.amount, r), r),
  searchLibrary: (ctx, e, r) =>
    searchLibrary(ctx, e.filter, amount(ctx, e.max, r), e.differentNames === true, e.tapped === true, r),
  searchLibraryToBattlefield: (ctx, e, r) => searchLibraryToBattlefield(ctx, e.filter, e.max, e.tapped, r),
  searchLibraryFor: (ctx, e, r) => searchLibraryFor(ctx, e, r),
  lookAtTopPutOne: (ctx, e, r) => lookAtTopPutOne(ctx, e, r),
  revealHandDiscardChosen: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) revealHandDiscardChosen(ctx, p, e.filter, r);
  },
  exileLibraryButBottom: (ctx, e, r) => {
    for (const p of resolvePlayers(ctx, e.who, r)) exileLibraryButBottom(ctx, p);
  },
  mayRevealTop: (ctx, e, r, runNested) => {
    if (mayRevealTop(ctx, e.filter, r)) runNested(e.ifRevealed);
  },
});

/**
 * 701.23a, 701.24a: "search your library for up to `max` [filter] cards, put them onto the
 * battlefield (tapped), then shuffle". The cards are chosen with one list answer ("up to N").
 */
export function searchLibraryToBattlefield(
  ctx: Ctx,
  filter: ObjectFilter,
  max: number,
  tapped: boolean,
  r: Resolution,
): void {
  const { state } = ctx;
  const d = derive(state);
  const library = player(state, r.controller).library;
  const options = library.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: search your library — choose up to ${max} card(s) (a list, possibly empty)`,
    slots: [{ options, min: 0, max: Math.min(max, options.length) }],
    rule: "701.23a",
  });
  const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length > max || new Set(chosen).size !== chosen.length)
    illegal(`choose at most ${max} different cards`, "701.23a");
  for (const id of chosen)
    if (!options.includes(id)) illegal(`${id} is not a card of the kind searched for in the library`, "701.23a");
  log(state, "search", `${r.controller} searches their library and finds ${chosen.length} card(s)`, "701.23a");
  for (const id of chosen) moveObject(ctx, id, "battlefield", { controller: r.controller, tapped });
  shuffleLibrary(ctx, r.controller);
}
