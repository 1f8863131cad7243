import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { payMana } from "./mana.js";
import { object } from "../game/objects.js";
import { givePriority } from "./priority.js";
import { moveObject } from "./zones.js";
import { writable } from "../model/writableObject.js";

/**
 * 702.62a, 116.2f: the suspend special action — "If you could begin to cast this card by putting
 * it onto the stack from your hand, you may pay [cost] and exile it with N time counters on it.
 * This action doesn't use the stack."
 */
export function suspendCard(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const card = object(state, id);
  const chars = derive(state).get(id);
  const name = chars?.name ?? id;
  const suspend = chars?.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "suspend")?.def;
  if (suspend?.kind !== "keyword" || suspend.n === undefined) illegal(`${name} has no suspend ability`, "702.62a");
  if (card.zone !== "hand") illegal(`${name} can be suspended only from its owner's hand`, "702.62a");
  const who = card.owner;
  // 702.62c, 307.1: only when it could be cast — a sorcery in its owner's main phase with an empty stack.
  const instantSpeed =
    chars?.types.includes("Instant") ||
    chars?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "flash");
  if (
    !instantSpeed &&
    (state.turn.active !== who || !["main1", "main2"].includes(state.turn.step) || state.stack.length > 0)
  ) {
    illegal(`${name} could not be cast now, so it can't be suspended`, "702.62a");
  }
  if (state.priority !== null && state.priority !== who) illegal(`${who} doesn't have priority`, "116.2f");
  payMana(ctx, who, suspend.cost ?? "", 0);
  const exiled = moveObject(ctx, id, "exile");
  if (exiled === null) return;
  const o = object(state, exiled);
  writable(state, o).counters.time = suspend.n; // "exile it with N time counters on it"
  changed(state);
  log(state, "suspend", `${who} suspends ${name} with ${suspend.n} time counters`, "702.62a");
  givePriority(ctx, who);
}
