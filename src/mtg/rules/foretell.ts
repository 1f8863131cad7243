import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { object } from "../game/objects.js";
import { payMana } from "./mana.js";
import { givePriority } from "./priority.js";
import { moveObject } from "./zones.js";
import { writable } from "../model/writableObject.js";

/**
 * 702.143a, 116.2h: the foretell special action — "Any time a player has priority during their
 * turn, that player may pay {2} and exile a card with foretell from their hand face down." The
 * exiled card remembers the turn it was foretold: it may be cast after that turn has ended.
 */
export function foretellCard(ctx: Ctx, id: ObjectId): void {
  const { state } = ctx;
  const card = object(state, id);
  const chars = derive(state).get(id);
  const name = chars?.name ?? id;
  if (!chars?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "foretell"))
    illegal(`${name} has no foretell ability`, "702.143a");
  if (card.zone !== "hand") illegal(`${name} can be foretold only from its owner's hand`, "702.143a");
  const who = card.owner;
  if (state.turn.active !== who) illegal(`${who} can foretell a card only during their own turn`, "116.2h");
  if (state.priority !== null && state.priority !== who) illegal(`${who} doesn't have priority`, "116.2h");
  payMana(ctx, who, "{2}", 0);
  const exiled = moveObject(ctx, id, "exile");
  if (exiled === null) return;
  writable(state, object(state, exiled)).foretoldTurn = state.turn.number;
  changed(state, exiled);
  log(state, "foretell", `${who} foretells ${name}`, "702.143a", [exiled]);
  givePriority(ctx, who);
}
