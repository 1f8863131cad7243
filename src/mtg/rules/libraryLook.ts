import { pickRandom } from "../../kernel/rng.js";
import type { Effect } from "../abilities/effect.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { perspective, type Resolution } from "../game/resolution.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId } from "../model/object.js";
import { orderCards } from "./cardActions.js";
import { amount } from "./effects/refs.js";
import { moveObject } from "./zones.js";

type LookAtTop = Extract<Effect, { do: "lookAtTopPutOne" }>;

/**
 * 401.4, 608.2c: the controller looks at the top cards of their library and puts one into their
 * hand — with a filter, they may reveal one that matches (701.20a) and put it there, or none —
 * then the rest on the bottom in the order they choose (one card at a time, nearest the top
 * first), in a random order (the game's seeded generator), or into the graveyard.
 */
export function lookAtTopPutOne(ctx: Ctx, e: LookAtTop, r: Resolution): void {
  const { state } = ctx;
  const who = r.controller;
  const seen = player(state, who).library.slice(0, amount(ctx, e.amount, r));
  log(state, "library", `${who} looks at the top ${seen.length} card(s) of their library`, "401.4");
  const d = derive(state);
  const filter = e.filter;
  const options = filter ? seen.filter((id) => matchesFilter(d.view, id, filter, perspective(r))) : seen;
  let chosen: ObjectId | null = null;
  if (options.length > 0) {
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: choose a card to put into your hand${e.filter ? " (or none)" : ""}`,
      options,
      optional: e.filter !== undefined,
      rule: "608.2c",
    });
    chosen = a.kind === "object" && a.id !== null && options.includes(a.id) ? a.id : null;
    if (chosen === null && !e.filter) illegal("choose one of the cards looked at", "608.2c");
  }
  const rest = seen.filter((id) => id !== chosen);
  if (chosen !== null) {
    if (e.filter) log(state, "reveal", `${who} reveals ${d.get(chosen)?.name ?? chosen}`, "701.20a", [chosen]);
    moveObject(ctx, chosen, "hand");
  }
  if (e.rest === "graveyard") {
    for (const id of rest) moveObject(ctx, id, "graveyard");
    return;
  }
  let order = rest;
  if (e.rest === "bottomRandom") {
    const { seed, picked } = pickRandom(state.rng, rest, rest.length);
    state.rng = seed;
    order = picked;
  } else order = orderCards(ctx, who, rest, "bottom", "401.4", r);
  for (const id of order) moveObject(ctx, id, "library", { at: "bottom" });
  log(state, "library", `${who} puts ${order.length} card(s) on the bottom of their library`, "401.4");
}
