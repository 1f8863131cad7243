import type { Ctx } from "../../game/ctx.js";
import { newId } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import type { ObjectId } from "../../model/object.js";
import type { DelayedTrigger } from "../../model/state.js";

/** 603.7: the resolving ability's delayed triggered ability, made in this turn, its controller's, named after its source. */
export function addDelayedThisTurn(
  ctx: Ctx,
  r: Resolution,
  how: Pick<
    DelayedTrigger,
    "when" | "effects" | "castFilter" | "castBy" | "orLoyaltyAbility" | "entersFilter" | "event"
  >,
  refersTo: readonly ObjectId[] = [],
): void {
  const { state } = ctx;
  state.delayedTriggers.push({
    id: newId(state, "d"),
    sourceId: r.sourceId ?? "",
    controller: r.controller,
    ...how,
    turn: state.turn.number,
    refersTo: [...refersTo],
    text: r.text,
    ...(r.sourceName !== null ? { sourceName: r.sourceName } : {}),
  });
}
