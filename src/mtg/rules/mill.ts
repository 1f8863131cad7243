import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { moveObject } from "./zones.js";

/**
 * 701.17a-b: the top N cards of the player's library go to their graveyard (as many as there are);
 * returns the cards milled ("the cards milled this way", as their graveyard objects: follow them).
 */
export function mill(ctx: Ctx, who: PlayerId, n: number): ObjectId[] {
  const top = player(ctx.state, who).library.slice(0, Math.max(0, n));
  for (const id of top) moveObject(ctx, id, "graveyard");
  log(ctx.state, "mill", `${who} mills ${top.length} card(s)`, "701.17a");
  return top;
}
