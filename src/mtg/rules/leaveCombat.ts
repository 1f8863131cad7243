import { permanentsInCombat } from "../game/inCombat.js";
import { own } from "../../kernel/records.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changed, changedNoObject, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/**
 * 506.4: permanents removed from combat — an attacking or blocking creature that changed
 * controller, stopped being a creature or became a battle; an attacked battle or planeswalker that
 * left the battlefield, changed controller or stopped being a battle (planeswalker, 506.4e). The
 * creatures attacking a removed one keep attacking, but attack nothing (506.4c). Checked whenever
 * a player would receive priority, and as combat damage is assigned.
 */
export function removeFromCombatWhereNeeded(ctx: Ctx): void {
  const { state } = ctx;
  const combat = state.combat;
  if (!combat) return;
  const d = derive(state);
  let any = false;
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    if (!o || (o.attacking === null && o.blocking === null)) continue;
    const c = d.get(id);
    const why = !c
      ? null
      : c.types.includes("Battle")
        ? "it became a battle"
        : !c.types.includes("Creature")
          ? "it stopped being a creature"
          : combat.controllers[id] !== undefined && combat.controllers[id] !== c.controller
            ? "its controller changed"
            : null;
    if (why === null) continue;
    writable(state, o).attacking = null;
    writable(state, o).blocking = null;
    combat.attackingNothing = combat.attackingNothing.filter((x) => x !== id);
    any = true;
    log(state, "combat", `${c?.name ?? id} is removed from combat: ${why}`, "506.4");
  }
  const attacked = new Set(
    state.battlefield.flatMap((id) => {
      const a = state.objects[id]?.attacking;
      return a && own(state.objects, a) !== undefined && !combat.attackingNothing.includes(id) ? [a] : [];
    }),
  );
  for (const id of state.battlefield) {
    const a = state.objects[id]?.attacking;
    if (
      a &&
      !state.players.some((p) => p.name === a) &&
      !own(state.objects, a) &&
      !combat.attackingNothing.includes(id)
    ) {
      combat.attackingNothing.push(id); // the permanent it attacked left the battlefield (506.4, 506.4c)
      any = true;
      log(state, "combat", `${d.get(id)?.name ?? id} attacks nothing: what it attacked left the battlefield`, "506.4c");
    }
  }
  for (const target of attacked) {
    const t = own(state.objects, target);
    const c = d.get(target);
    const controllerThen = own(combat.controllers, target);
    let why: string | null = null;
    if (t?.zone !== "battlefield" || !c) why = "it left the battlefield";
    else if (!c.types.includes("Battle") && !c.types.includes("Planeswalker"))
      why = "it stopped being a battle or planeswalker";
    else if (controllerThen !== undefined && controllerThen !== c.controller) why = "its controller changed";
    if (why === null) continue;
    for (const id of state.battlefield) {
      if (state.objects[id]?.attacking === target && !combat.attackingNothing.includes(id))
        combat.attackingNothing.push(id);
    }
    any = true;
    log(
      state,
      "combat",
      `${c?.name ?? target} is removed from combat: ${why}; the creatures attacking it attack nothing`,
      "506.4",
    );
  }
  if (any) changed(state);
}

/** 511.3: creatures and battles stop being in combat. */
export function endCombat(ctx: Ctx): void {
  const inCombat = permanentsInCombat(ctx.state);
  for (const o of inCombat) {
    writable(ctx.state, o).attacking = null;
    writable(ctx.state, o).blocking = null;
  }
  delete ctx.state.combat;
  if (inCombat.length > 0) changed(ctx.state, ...inCombat.map((o) => o.id));
  else changedNoObject(ctx.state);
}
