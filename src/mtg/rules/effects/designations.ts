import type { Amount } from "../../abilities/amount.js";
import type { Designation } from "../../abilities/trigger.js";
import { addCountersTo } from "../counters.js";
import { detectTriggers } from "../triggers.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";
import { derive } from "../../layers/derive.js";
import type { Ctx } from "../../game/ctx.js";
import { changed, log } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import { writable } from "../../model/writableObject.js";

/**
 * 701.37a "Monstrosity N", 702.112a renown N: "If this permanent isn't [monstrous / renowned], put
 * N +1/+1 counters on it and it becomes [monstrous / renowned]" — a designation that stays until it
 * leaves the battlefield (701.37b, 702.112b).
 */
function countersThenDesignation(ctx: Ctx, r: Resolution, designation: Designation, n: Amount, rule: string): void {
  const { state } = ctx;
  for (const id of resolveObjects(ctx, { ref: "self" }, r)) {
    const o = state.objects[id];
    if (o?.zone !== "battlefield" || o[designation]) continue;
    addCountersTo(ctx, id, "+1/+1", amount(ctx, n, r, id));
    writable(state, o)[designation] = true;
    changed(state, id);
    log(state, designation, `${r.sourceName ?? id} becomes ${designation}`, rule, [id]);
    detectTriggers(ctx, { event: "becameDesignated", id, designation }, derive(state));
  }
}

export const designationEffects = effectHandlers({
  monstrosity: (ctx, e, r) => countersThenDesignation(ctx, r, "monstrous", e.amount, "701.37a"),
  renown: (ctx, e, r) => countersThenDesignation(ctx, r, "renowned", e.amount, "702.112a"),
});
