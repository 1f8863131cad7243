import { own } from "../../../kernel/records.js";
import { fight } from "../cardActions.js";
import { dealDamage, dealDamageAtOnce } from "../damage.js";
import { changed, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects, resolvePlayers } from "./refs.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import type { ObjectId } from "../../model/object.js";

/**
 * 120.3: who deals the damage: the resolving spell or ability's source, or the object the
 * instruction names ("target creature you control deals damage …") while it is still on the
 * battlefield — none when it has left or is an illegal target (Rabid Bite's rulings).
 */
function damageSource(ctx: Ctx, by: ObjectRef | undefined, r: Resolution): ObjectId | null | undefined {
  if (!by) return r.stackId ?? r.sourceId;
  const [id] = resolveObjects(ctx, by, r);
  return id !== undefined && ctx.state.objects[id]?.zone === "battlefield" ? id : undefined;
}

/** Damage (120): dealing it, dividing it, fighting, and damage that can't be prevented. */
export const damageEffects = effectHandlers({
  dealDamage: (ctx, e, r) => {
    const source = damageSource(ctx, e.by, r);
    if (source === undefined) return;
    const n = amount(ctx, e.amount, r);
    const legal = (t: string | undefined): t is string => t !== undefined && !r.illegalTargets.has(t);
    const to =
      e.to === "targetAny"
        ? [r.decisions.targets[0]].filter(legal)
        : e.to === "eachTarget"
          ? r.decisions.targets.filter(legal)
          : resolveObjects(ctx, e.to, r);
    const also = e.also ? resolveObjects(ctx, e.also.to, r) : [];
    const m = e.also ? amount(ctx, e.also.amount, r) : 0;
    // 120.3: "N damage to A and M damage to B" is one event; lifelink and "dealt damage" see it once.
    dealDamageAtOnce(ctx, (gains) => {
      for (const t of to) dealDamage(ctx, source, t, n, gains);
      for (const t of also) dealDamage(ctx, source, t, m, gains);
    });
  },
  dealDamageToPlayer: (ctx, e, r) => {
    const source = damageSource(ctx, e.by, r);
    if (source === undefined) return;
    const n = amount(ctx, e.amount, r);
    dealDamageAtOnce(ctx, (gains) => {
      for (const p of resolvePlayers(ctx, e.who, r)) dealDamage(ctx, source, p, n, gains);
    });
  },
  dealDividedDamage: (ctx, e, r) => {
    const { state } = ctx;
    // 601.2d, 608.2b: each legal target is dealt the share announced for it; an illegal one's share is not dealt.
    r.decisions.targets.forEach((t, i) => {
      const share = r.decisions.damageDivision?.[i] ?? (r.decisions.targets.length === 1 ? e.amount : 0);
      if (!r.illegalTargets.has(t) && (own(state.objects, t) !== undefined || state.players.some((p) => p.name === t)))
        dealDamage(ctx, r.stackId ?? r.sourceId, t, share);
    });
  },
  fight: (ctx, e, r) => {
    const a = resolveObjects(ctx, e.what, r)[0];
    const b = resolveObjects(ctx, e.other, r)[0];
    if (a !== undefined && b !== undefined) fight(ctx, a, b);
  },
  damageCantBePreventedThisTurn: (ctx) => {
    const { state } = ctx;
    state.damageCantBePreventedTurn = state.turn.number;
    log(state, "prevention", "damage can't be prevented this turn", "615.1");
    changed(state);
  },
});
