import type { Ctx } from "../../game/ctx.js";
import type { Derived } from "../../layers/derive.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { askPreventionOrder, watches } from "./shields.js";

interface Dealt {
  readonly source: ObjectId;
  readonly to: ObjectId | PlayerId;
  readonly amount: number;
}

/**
 * 615.7: when damage from two or more sources would be dealt at once to a player or permanent whose
 * "next N damage" shield can't prevent all of it, that player (or the permanent's controller)
 * chooses which damage the shield prevents: the damage is dealt source by source in the order
 * chosen. Returns the assignments in the order to deal them.
 */
export function orderForShields<A extends Dealt>(ctx: Ctx, d: Derived, assignments: readonly A[]): A[] {
  const out = [...assignments];
  const recipients = [...new Set(assignments.map((a) => a.to))];
  for (const to of recipients) {
    const mine = out.filter((a) => a.to === to && a.amount > 0);
    const sources = [...new Set(mine.map((a) => a.source))];
    const contested = (ctx.state.preventionShields ?? []).some((s) => {
      const watched = mine.filter((a) => watches(s, { sourceId: a.source, to, amount: a.amount, combat: true }));
      const total = watched.reduce((n, a) => n + a.amount, 0);
      return s.remaining !== "all" && new Set(watched.map((a) => a.source)).size > 1 && total > s.remaining;
    });
    if (sources.length < 2 || !contested) continue;
    const order = askPreventionOrder(
      ctx,
      d,
      to,
      sources.map((s) => ({ label: s, text: `combat damage from ${d.get(s)?.name ?? s}` })),
      "615.7",
    );
    const rank = (a: A) => (order.includes(a.source) ? order.indexOf(a.source) : order.length);
    const sorted = out.filter((a) => a.to === to).sort((a, b) => rank(a) - rank(b));
    let k = 0;
    for (let i = 0; i < out.length; i++) if (out[i]?.to === to) out[i] = sorted[k++] as A;
  }
  return out;
}
