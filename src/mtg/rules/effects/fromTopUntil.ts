import type { Effect } from "../../abilities/effect.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import { follow, player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { castSpell } from "../cast.js";
import { castableDuringResolution } from "../castableDuringResolution.js";
import { exileFromTopUntil, putOnBottomInRandomOrder } from "../exileUntil.js";
import { shuffleLibrary } from "../shuffle.js";
import { moveObject } from "../zones.js";
import { effectHandlers, type RunNested } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";

/** What a "… until they reveal / exile a [filter] card" instruction does, for one player. */
export interface FromTopUntil {
  readonly exile: boolean;
  readonly filter: ObjectFilter;
  readonly found: readonly Effect[];
  readonly rest: "bottom" | "graveyard" | "hand" | "shuffle" | null;
  readonly after: readonly Effect[];
}

/** 701.20a, 608.2c-g: cards from the top of a library until one of a kind, then what happens to them. */
export const fromTopUntilEffects = effectHandlers({
  fromTopUntil: (ctx, e, r, runNested) => {
    for (const who of resolvePlayers(ctx, e.who, r)) cardsFromTopUntil(ctx, e, who, r, runNested);
  },
  mayCastFree: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) offerCastWithoutPaying(ctx, id, r.controller, r.sourceName);
  },
});

/**
 * One player reveals (or exiles) cards from the top of their library, one at a time, until a card
 * matching the filter: "that card" is it (608.2c); with none, every card is revealed and there is
 * no "that card". The revealed cards stay in the library (701.20a), exiled ones in exile (406.3).
 */
export function cardsFromTopUntil(ctx: Ctx, e: FromTopUntil, who: PlayerId, r: Resolution, runNested: RunNested): void {
  const { state } = ctx;
  const wanted = (id: ObjectId): boolean => matchesFilter(derive(state).view, id, e.filter, perspective(r));
  let revealed: ObjectId[];
  let found: ObjectId[];
  if (e.exile) ({ exiled: revealed, found } = exileFromTopUntil(ctx, who, 1, wanted));
  else {
    const library = player(state, who).library;
    const at = library.findIndex(wanted);
    revealed = library.slice(0, at < 0 ? library.length : at + 1);
    found = at < 0 ? [] : revealed.slice(-1);
  }
  const d = derive(state);
  if (e.exile) log(state, "exile", `${who} exiles ${revealed.length} card(s) and finds ${found.length}`, "406.3");
  else
    log(state, "reveal", `${who} reveals ${revealed.map((id) => d.get(id)?.name ?? id).join(", ")}`, "701.20a", [
      ...revealed,
    ]);
  r.thisWay.splice(0, r.thisWay.length, ...found);
  runNested(e.found);
  const zone = e.exile ? "exile" : "library";
  const left = revealed.map((id) => follow(state, id)).filter((id) => state.objects[id]?.zone === zone);
  putRest(ctx, who, left, e.rest);
  runNested(e.after);
}

/** "Put the rest on the bottom of your library in a random order" (401.4), "into their graveyard", "shuffle the rest into …". */
function putRest(ctx: Ctx, who: PlayerId, left: readonly ObjectId[], rest: FromTopUntil["rest"]): void {
  const { state } = ctx;
  if (rest === "bottom") putOnBottomInRandomOrder(ctx, who, left, "401.4");
  else if (rest === "shuffle") {
    for (const id of left) if (state.objects[id]?.zone !== "library") moveObject(ctx, id, "library");
    shuffleLibrary(ctx, who);
  } else if (rest !== null) for (const id of left) moveObject(ctx, id, rest);
}

/**
 * 608.2g: "[you] may cast that card without paying its mana cost" while the instruction resolves
 * (so no timing restriction), if it can be cast now (a land can't, 305.9; 601.2c targets).
 */
export function offerCastWithoutPaying(ctx: Ctx, id: ObjectId, who: PlayerId, sourceName: string | null): void {
  const { state } = ctx;
  if (!castableDuringResolution(ctx, id, who)) return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: who,
    prompt: `${sourceName ?? "effect"}: cast ${derive(state).get(id)?.name ?? id} without paying its mana cost?`,
    rule: "608.2g",
  });
  if (a.kind === "yesNo" && a.yes)
    castSpell(ctx, { object: id, by: who, withoutPayingManaCost: true, duringResolution: true, permitted: true });
}
