import type { ObjectId } from "../model/object.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/** 701.19a: "Regenerate [permanent]" — one more shield for the next time it would be destroyed this turn. */
export function addRegenerationShield(ctx: Ctx, id: ObjectId): void {
  const o = ctx.state.objects[id];
  if (o?.zone !== "battlefield") return;
  writable(ctx.state, o).regenerationShields = (o.regenerationShields ?? 0) + 1;
  log(ctx.state, "regenerate", `${derive(ctx.state).get(id)?.name ?? id} gets a regeneration shield`, "701.19a");
  changed(ctx.state);
}

/**
 * 701.19a: the destruction is replaced — a shield is used up, all damage marked on the permanent
 * is removed, its controller taps it, and it is removed from combat (506.4). Returns false when
 * it has no shield. 701.19c: a permanent that "can't be regenerated" is destroyed anyway.
 */
export function regenerateInstead(ctx: Ctx, id: ObjectId): boolean {
  const { state } = ctx;
  const found = state.objects[id];
  if (!found || (found.regenerationShields ?? 0) <= 0) return false;
  const o = writable(state, found);
  o.regenerationShields = (o.regenerationShields ?? 1) - 1;
  o.damage = 0;
  o.status.tapped = true;
  if (o.attacking !== null || o.blocking !== null) {
    o.attacking = null;
    o.blocking = null;
    if (state.combat) state.combat.attackingNothing = state.combat.attackingNothing.filter((x) => x !== id);
  }
  log(state, "regenerate", `${derive(state).get(id)?.name ?? id} regenerates`, "701.19a");
  changed(state, id);
  return true;
}

/** 514.2: regeneration shields last only this turn. */
export function endRegenerationShields(ctx: Ctx): ObjectId[] {
  const ended: ObjectId[] = [];
  for (const o of Object.values(ctx.state.objects)) {
    if (o.regenerationShields === undefined) continue;
    delete writable(ctx.state, o).regenerationShields;
    ended.push(o.id);
  }
  return ended;
}
