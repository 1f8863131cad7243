import { own } from "../../kernel/records.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { type Derived, derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { addCountersTo, removeCountersFrom } from "./counters.js";
import { changed, changedNoObject, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { hasProtectionFrom } from "../game/targets.js";

/**
 * 120.3: damage to a player causes life loss; to a creature it is marked; to a planeswalker it
 * removes loyalty counters; to a battle it removes defense counters (120.3c-h, 310.6).
 */
export function dealDamage(ctx: Ctx, sourceId: ObjectId | null, to: ObjectId | PlayerId, amount: number): void {
  const { state } = ctx;
  if (amount <= 0) return;
  const target = own(state.objects, to);
  const d = derive(state);
  const lifelink = sourceId !== null && hasKeywordNow(d, sourceId, "lifelink");
  const infect = sourceId !== null && hasKeywordNow(d, sourceId, "infect");
  if (!target && infect) {
    // 120.3b, 702.90b: damage from a source with infect gives the player poison counters.
    const p = player(state, to);
    p.poison = (p.poison ?? 0) + amount;
    log(state, "damage", `${amount} damage to ${to}: ${amount} poison counter(s)`, "120.3b");
  } else if (!target) {
    player(state, to).life -= amount;
    log(state, "damage", `${amount} damage to ${to}`, "120.3a");
  } else {
    const c = d.get(to);
    if (target.zone !== "battlefield" || !c) return;
    // 615.1 (Stomp): "Damage can't be prevented this turn" — protection's prevention (702.16e) doesn't apply.
    const preventable = state.damageCantBePreventedTurn !== state.turn.number;
    if (preventable && sourceId !== null && hasProtectionFrom(d, to, d.get(sourceId)?.colors ?? [])) {
      log(state, "damage", `${amount} damage to ${c.name ?? to} is prevented: protection`, "702.16e", [to]);
      return;
    }
    log(state, "damage", `${amount} damage to ${c.name ?? to}`, "120.3", [to]);
    if (c.types.includes("Planeswalker"))
      target.counters.loyalty = Math.max(0, (target.counters.loyalty ?? 0) - amount);
    if (c.types.includes("Creature")) {
      // 120.3d, 702.80b, 702.90b: damage from a source with wither or infect becomes -1/-1 counters.
      if (sourceId !== null && (infect || hasKeywordNow(d, sourceId, "wither")))
        addCountersTo(ctx, to, "-1/-1", amount);
      else target.damage += amount;
      // 702.2b, 704.5h: remembered until state-based actions are next checked.
      if (sourceId !== null && hasKeywordNow(d, sourceId, "deathtouch"))
        state.deathtouched = [...(state.deathtouched ?? []).filter((x) => x !== to), to];
    }
    // 310.6, 120.3h: damage dealt to a battle removes that many defense counters (which may trigger a Siege, 310.11b).
    if (c.types.includes("Battle")) removeCountersFrom(ctx, to, "defense", amount);
  }
  if (lifelink && sourceId) {
    const controller = d.get(sourceId)?.controller;
    if (controller) player(state, controller).life += amount; // 702.15b
  }
  if (target) changed(state, to);
  else changedNoObject(state);
}

/** Whether the damage source has a keyword as the damage is dealt (702.2, 702.15). */
function hasKeywordNow(d: Derived, sourceId: ObjectId, keyword: string): boolean {
  return d.get(sourceId)?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === keyword) ?? false;
}
