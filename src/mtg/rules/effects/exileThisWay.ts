import type { ObjectId } from "../../model/object.js";
import { moveObject } from "../zones.js";
import { graveyardCardsToExile } from "./graveyardExile.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/**
 * 406.3, 608.2c: exiling cards an instruction after names as "those cards" / "each card exiled this
 * way": each card as the new object it is in exile (400.7) is kept with the resolution.
 */
export const exileThisWayEffects = effectHandlers({
  exileThisWay: (ctx, e, r) => {
    r.exiled.push(...exileAll(ctx, resolveObjects(ctx, e.what, r)));
  },
  // 702.96a: the overloaded "each": every matching card in the controller's graveyard as it resolves.
  exileEachFromGraveyard: (ctx, e, r) => {
    r.exiled.push(...exileAll(ctx, graveyardCardsToExile(ctx, e.filter, r)));
  },
});

function exileAll(ctx: Parameters<typeof moveObject>[0], ids: readonly ObjectId[]): ObjectId[] {
  return ids.flatMap((id) => moveObject(ctx, id, "exile") ?? []);
}
