import type { ObjectId, PlayerId } from "../model/object.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "./ctx.js";
import { changed, log } from "./draft.js";
import { player } from "./objects.js";
import { hasProtectionFrom } from "./targets.js";

/**
 * 120.3: damage to a player causes life loss; to a creature it is marked; to a planeswalker it
 * removes loyalty counters; to a battle it removes defense counters (120.3c-h, 310.6).
 */
export function dealDamage(ctx: Ctx, sourceId: ObjectId | null, to: ObjectId | PlayerId, amount: number): void {
  const { state } = ctx;
  if (amount <= 0) return;
  const target = state.objects[to];
  const d = derive(state);
  const lifelink = sourceId !== null && (d.get(sourceId)?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "lifelink") ?? false);
  if (!target) {
    player(state, to).life -= amount;
    log(state, "damage", `${amount} damage to ${to}`, "120.3a");
  } else {
    const c = d.get(to);
    if (target.zone !== "battlefield" || !c) return;
    if (sourceId !== null && hasProtectionFrom(d, to, d.get(sourceId)?.colors ?? [])) {
      log(state, "damage", `${amount} damage to ${c.name ?? to} is prevented: protection`, "702.16e");
      return;
    }
    if (c.types.includes("Planeswalker")) target.counters.loyalty = Math.max(0, (target.counters.loyalty ?? 0) - amount);
    if (c.types.includes("Battle")) target.counters.defense = Math.max(0, (target.counters.defense ?? 0) - amount);
    if (c.types.includes("Creature")) target.damage += amount;
    log(state, "damage", `${amount} damage to ${c.name ?? to}`, "120.3");
  }
  if (lifelink && sourceId) {
    const controller = d.get(sourceId)?.controller;
    if (controller) player(state, controller).life += amount; // 702.15b
  }
  changed(state);
}
