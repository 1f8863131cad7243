import type { PreventionShield } from "../../model/prevention.js";
import { changed, log } from "../../game/draft.js";
import { derive } from "../../layers/derive.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects, resolvePlayers } from "./refs.js";

/**
 * 615.1a, 615.3: a resolving "Prevent …" instruction creates a prevention shield for this turn
 * around the damage it names; the recipients and sources it names are those of the resolution
 * (a target that became illegal is not shielded, 608.2b).
 */
export const preventionEffects = effectHandlers({
  preventDamage: (ctx, e, r) => {
    const { state } = ctx;
    const first = r.decisions.targets[0];
    const to =
      e.to === undefined
        ? undefined
        : e.to === "targetAny"
          ? [first].filter((t): t is string => t !== undefined && !r.illegalTargets.has(t))
          : "object" in e.to
            ? resolveObjects(ctx, e.to.object, r)
            : resolvePlayers(ctx, e.to.player, r);
    const by = e.by === undefined ? undefined : resolveObjects(ctx, e.by, r);
    if (to?.length === 0 || by?.length === 0) return;
    const remaining = e.amount === "all" ? "all" : amount(ctx, e.amount, r);
    if (remaining !== "all" && remaining <= 0) return;
    const source = r.sourceId ?? r.stackId ?? r.controller;
    const shields = state.preventionShields ?? [];
    const shield: PreventionShield = {
      label: `${source}#${shields.filter((s) => s.label.startsWith(`${source}#`)).length + 1}`,
      text: r.text,
      controller: r.controller,
      remaining,
      ...(to ? { to } : {}),
      ...(by ? { by } : {}),
      ...(e.combatOnly ? { combatOnly: true } : {}),
    };
    state.preventionShields = [...shields, shield];
    const d = derive(state);
    const names = (ids: readonly string[]) => ids.map((id) => d.get(id)?.name ?? id).join(", ");
    const what = remaining === "all" ? `all ${e.combatOnly ? "combat " : ""}damage` : `the next ${remaining} damage`;
    log(
      state,
      "prevention",
      `${what}${to ? ` to ${names(to)}` : ""}${by ? ` by ${names(by)}` : ""} will be prevented this turn`,
      remaining === "all" ? "615.1a" : "615.7",
      [...(to ?? []), ...(by ?? [])].filter((id) => state.objects[id] !== undefined),
    );
    changed(state);
  },
});
