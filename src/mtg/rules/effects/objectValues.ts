import { own } from "../../../kernel/records.js";
import type { Amount } from "../../abilities/amount.js";
import type { Ctx } from "../../game/ctx.js";
import { derive } from "../../layers/derive.js";
import { manaValueOf } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { Resolution } from "../../game/resolution.js";
import { follow } from "../../game/objects.js";

type ValueOf = Extract<Amount, { of: "valueOf" }>["value"];

/**
 * "its power", "that creature's toughness", "its mana value" as the instruction is carried out:
 * the object now (`now`, if it is still there), else as it last existed (`known`, 608.2h). A
 * characteristic the object doesn't have counts as 0 (208.3: a noncreature has no power).
 */
export function objectValue(ctx: Ctx, now: ObjectId | undefined, known: ObjectId | undefined, value: ValueOf): number {
  if (now !== undefined) {
    const d = derive(ctx.state);
    const c = d.get(now);
    if (c) return (value === "manaValue" ? manaValueOf(d.view, now, c) : c[value]) ?? 0;
  }
  const last = known === undefined ? undefined : own(ctx.state.lastKnown, known)?.lastKnownValues;
  return last?.[value] ?? 0;
}

/**
 * A target card an earlier instruction of the same effect moved from one zone to another, neither
 * the battlefield ("Return target card from your graveyard to your hand. You gain life equal to its
 * mana value"): the card it is now, whose characteristics are the card's (608.2h).
 */
export function movedCard(ctx: Ctx, what: ObjectRef, r: Resolution, known: ObjectId | undefined): ObjectId | undefined {
  if (what.ref !== "target" || known !== undefined) return undefined;
  const t = r.decisions.targets[what.index];
  if (t === undefined || r.illegalTargets.has(t)) return undefined;
  const now = follow(ctx.state, t);
  return now !== t && ctx.state.objects[now]?.zone !== "battlefield" ? now : undefined;
}
