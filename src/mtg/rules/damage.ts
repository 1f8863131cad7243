import { own } from "../../kernel/records.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { addCountersTo, removeCountersFrom } from "./counters.js";
import { changed, changedNoObject, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { gainLife } from "./life.js";
import { applyPrevention } from "./prevention/shields.js";
import { detectTriggers } from "./triggers.js";
import { loseLife } from "./lifeLoss.js";
import { damageSource } from "./damageSource.js";
import { recordCombatDamageToPlayer } from "./turnHistory.js";
import type { Characteristics } from "../layers/characteristics.js";
import { writable } from "../model/writableObject.js";

/**
 * 120.3: damage to a player causes life loss; to a creature it is marked; to a planeswalker it
 * removes loyalty counters; to a battle it removes defense counters (120.3c-h, 310.6).
 */
/**
 * Damage dealt at once: the life lifelink sources gained, by source — each source's damage dealt
 * at the same time is one life-gaining event (702.15b, 119.9) — and the permanents dealt damage,
 * each one event however many sources dealt it (Polyraptor's ruling: enrage triggers only once).
 */
export interface DamageBatch {
  readonly lifelink: Map<ObjectId, { readonly player: PlayerId; amount: number }>;
  readonly dealtTo: Set<ObjectId>;
  /** 122.1c: permanents whose shield counter already prevented this simultaneous damage. */
  readonly shielded: Set<ObjectId>;
}

/** Deals damage from one or more sources at once; lifelink gains life once per source afterwards. */
export function dealDamageAtOnce(ctx: Ctx, deal: (gains: DamageBatch) => void): void {
  const gains: DamageBatch = { lifelink: new Map(), dealtTo: new Set(), shielded: new Set() };
  deal(gains);
  for (const g of gains.lifelink.values()) gainLife(ctx, g.player, g.amount);
  dealtDamage(ctx, [...gains.dealtTo]);
}

/** 603.2: "Whenever ~ is dealt damage" — one event per permanent dealt damage. */
function dealtDamage(ctx: Ctx, ids: readonly ObjectId[]): void {
  if (ids.length === 0) return;
  const after = derive(ctx.state);
  for (const id of ids) detectTriggers(ctx, { event: "dealtDamage", id }, after);
}

/** Deals damage after the prevention effects that apply (615, 616.1); returns the damage dealt. */
export function dealDamage(
  ctx: Ctx,
  sourceId: ObjectId | null,
  to: ObjectId | PlayerId,
  wouldDeal: number,
  gains?: DamageBatch,
  combat = false,
): number {
  const { state } = ctx;
  if (wouldDeal <= 0) return 0;
  const target = own(state.objects, to);
  if (target && target.zone !== "battlefield") return 0;
  const d = derive(state);
  const event = { sourceId, to, amount: wouldDeal, combat, ...(gains ? { shieldedAtOnce: gains.shielded } : {}) };
  const amount = applyPrevention(ctx, d, event);
  if (amount <= 0) return 0;
  // 608.2h: a source that has left its zone deals damage as it last existed.
  const source = sourceId !== null ? damageSource(state, d, sourceId) : undefined;
  const lifelink = hasKeywordNow(source, "lifelink");
  const infect = hasKeywordNow(source, "infect");
  if (!target) player(state, to).dealtDamageTurn = state.turn.number; // read by bloodthirst (702.54a)
  if (!target && combat && source) recordCombatDamageToPlayer(state, source.controller, source.subtypes); // 702.76a
  if (!target && infect) {
    // 120.3b, 702.90b: damage from a source with infect gives the player poison counters.
    const p = player(state, to);
    p.poison = (p.poison ?? 0) + amount;
    log(state, "damage", `${amount} damage to ${to}: ${amount} poison counter(s)`, "120.3b");
  } else if (!target) {
    loseLife(state, to, amount);
    log(state, "damage", `${amount} damage to ${to}`, "120.3a");
  } else {
    const c = d.get(to);
    if (!c) return 0;
    log(state, "damage", `${amount} damage to ${c.name ?? to}`, "120.3", [to]);
    if (c.types.includes("Planeswalker")) {
      const counters = writable(state, target).counters;
      counters.loyalty = Math.max(0, (counters.loyalty ?? 0) - amount);
    }
    if (c.types.includes("Creature")) {
      // 120.3d, 702.80b, 702.90b: damage from a source with wither or infect becomes -1/-1 counters.
      if (infect || hasKeywordNow(source, "wither")) addCountersTo(ctx, to, "-1/-1", amount);
      else writable(state, target).damage += amount;
      // 702.2b, 704.5h: remembered until state-based actions are next checked.
      if (hasKeywordNow(source, "deathtouch"))
        state.deathtouched = [...(state.deathtouched ?? []).filter((x) => x !== to), to];
    }
    // 310.6, 120.3h: damage dealt to a battle removes that many defense counters (which may trigger a Siege, 310.11b).
    if (c.types.includes("Battle")) removeCountersFrom(ctx, to, "defense", amount);
    if (gains) gains.dealtTo.add(to);
  }
  if (lifelink && sourceId) {
    const controller = source?.controller;
    // 702.15b: the source's controller gains that much life.
    const batched = gains?.lifelink.get(sourceId);
    if (batched) batched.amount += amount;
    else if (controller && gains) gains.lifelink.set(sourceId, { player: controller, amount });
    else if (controller) gainLife(ctx, controller, amount);
  }
  if (target) changed(state, to);
  else changedNoObject(state);
  // 120.3a, 603.2: "whenever ~ deals damage to a player" (combat damage is one event per source, rules/combatDamage.ts).
  if (!target && !combat && sourceId !== null)
    detectTriggers(ctx, { event: "noncombatDamageToPlayer", id: sourceId, player: to, amount }, derive(state));
  if (target && !gains && state.objects[to]?.zone === "battlefield") dealtDamage(ctx, [to]);
  return amount;
}

/** Whether the damage source has a keyword as the damage is dealt (702.2, 702.15). */
function hasKeywordNow(source: Characteristics | undefined, keyword: string): boolean {
  return source?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === keyword) ?? false;
}
