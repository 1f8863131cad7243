import { own } from "../../../kernel/records.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import type { ObjectId } from "../../model/object.js";

/**
 * 608.2h: the permanent an instruction names when it has left the battlefield ("that creature" of
 * a dies trigger, whose event object is the card it became, 400.7e; a target an earlier instruction
 * returned to hand; "~" of an ability whose source has left): the id under which the game keeps its
 * last known information; undefined when there is none (or the target was illegal).
 */
export function lastKnownOf(ctx: Ctx, ref: ObjectRef, r: Resolution): ObjectId | undefined {
  const { state } = ctx;
  const id =
    ref.ref === "target"
      ? r.decisions.targets[ref.index]
      : ref.ref === "triggerObject"
        ? r.triggerObject
        : ref.ref === "self"
          ? r.sourceId // 608.2h: the source that left, as it last existed (Permeating Mass)
          : ref.ref === "sacrificedToPay"
            ? r.decisions.sacrificed[0]?.id // 608.2h: Cleaver Skaab's "the sacrificed creature"
            : undefined;
  if (id === undefined || id === null || r.illegalTargets.has(id)) return undefined;
  if (own(state.lastKnown, id)) return id;
  if (ref.ref === "self") return undefined; // the source itself, never an earlier object
  // The object the event's object was before it moved.
  return Object.keys(state.lastKnown).find((before) => own(state.successors, before) === id);
}
