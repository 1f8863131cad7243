import { own } from "../../../kernel/records.js";
import { RulesViolation } from "../../../kernel/problem.js";
import type { Derived } from "../../layers/derive.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import type { PreventionShield } from "../../model/prevention.js";
import type { Ctx } from "../../game/ctx.js";
import { type Decision, describeOptions } from "../../game/decision.js";
import { changed, log } from "../../game/draft.js";
import { hasProtectionFrom } from "../../game/targets.js";
import { damageSource } from "../damageSource.js";
import { shieldCounterPrevention } from "./shieldCounters.js";
import { staticPreventions } from "./statics.js";

/** One damage event about to happen: `amount` from `sourceId` to an object or player (120.1). */
export interface DamageEvent {
  readonly sourceId: ObjectId | null;
  readonly to: ObjectId | PlayerId;
  readonly amount: number;
  /** Combat damage (510.2). */
  readonly combat: boolean;
  /** 122.1c: the permanents whose shield counter already prevented damage dealt at the same time. */
  readonly shieldedAtOnce?: Set<ObjectId>;
}

/** A prevention effect that applies to the event, ready to apply (616.1). */
interface Applicable {
  readonly label: string;
  readonly text: string;
  /** Prevents what it can of `amount`; returns the damage prevented. */
  readonly apply: (amount: number) => number;
}

/**
 * 615.1, 616.1: applies the prevention effects that apply to a damage event, one at a time — when
 * several apply, the affected player (or the affected permanent's controller) chooses the order;
 * then again with those that still apply (616.1f). Returns the damage left to deal. 615.12: damage
 * that can't be prevented is dealt in full and no shield is reduced.
 */
export function applyPrevention(ctx: Ctx, d: Derived, event: DamageEvent): number {
  const { state } = ctx;
  if (state.damageCantBePreventedTurn === state.turn.number) return event.amount;
  let left = event.amount;
  const applied = new Set<string>();
  let preference: readonly string[] | null = null;
  while (left > 0) {
    const candidates = applicable(ctx, d, { ...event, amount: left }).filter((c) => !applied.has(c.label));
    const first = candidates[0];
    if (first === undefined) break;
    if (candidates.length > 1 && preference === null)
      preference = askPreventionOrder(ctx, d, event.to, candidates, "616.1");
    const next =
      preference?.map((l) => candidates.find((c) => named(c.label, l))).find((c) => c !== undefined) ?? first;
    applied.add(next.label);
    left -= next.apply(left);
  }
  return left;
}

/** An answer names an effect by its label or by its source alone ("id" for "id#N"). */
function named(label: string, answer: string): boolean {
  return label === answer || label.startsWith(`${answer}#`);
}

/** 514.2: "this turn" prevention effects end in the cleanup step. */
export function endPreventionShields(ctx: Ctx): void {
  if (ctx.state.preventionShields === undefined) return;
  delete ctx.state.preventionShields;
  changed(ctx.state);
}

function nameOf(d: Derived, id: string): string {
  return d.get(id)?.name ?? id;
}

/** The shields watching this event, then protection (702.16e), which is a prevention effect too. */
function applicable(ctx: Ctx, d: Derived, event: DamageEvent): Applicable[] {
  const { state } = ctx;
  const out: Applicable[] = [];
  for (const shield of state.preventionShields ?? []) {
    if (!watches(shield, event)) continue;
    out.push({
      label: shield.label,
      text: shield.text,
      apply: (amount) => useShield(ctx, d, shield, event, amount),
    });
  }
  const { sourceId, to } = event;
  const protection =
    sourceId !== null && own(state.objects, to) !== undefined
      ? d.get(to)?.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "protection")
      : undefined;
  if (protection && sourceId !== null && hasProtectionFrom(d, to, damageSource(state, d, sourceId)?.colors ?? [])) {
    const i = d.get(to)?.abilities.indexOf(protection) ?? 0;
    out.push({
      label: `${to}#${i + 1}`,
      text: protection.def.text,
      apply: (amount) => {
        log(state, "damage", `${amount} damage to ${nameOf(d, to)} is prevented: protection`, "702.16e", [to]);
        return amount;
      },
    });
  }
  return [...out, ...staticPreventions(ctx, d, event), ...shieldCounterPrevention(ctx, d, event)];
}

export function watches(shield: PreventionShield, event: DamageEvent): boolean {
  if (shield.remaining !== "all" && shield.remaining <= 0) return false;
  if (shield.combatOnly && !event.combat) return false;
  if (shield.to && !shield.to.includes(event.to)) return false;
  if (shield.by && (event.sourceId === null || !shield.by.includes(event.sourceId))) return false;
  return true;
}

/** 615.7: a "next N damage" shield prevents up to what is left of it and is reduced by that much. */
function useShield(ctx: Ctx, d: Derived, shield: PreventionShield, event: DamageEvent, amount: number): number {
  const { state } = ctx;
  const prevented = shield.remaining === "all" ? amount : Math.min(amount, shield.remaining);
  if (shield.remaining !== "all") shield.remaining -= prevented;
  const from = event.sourceId === null ? "" : ` from ${nameOf(d, event.sourceId)}`;
  const objects = own(state.objects, event.to) ? [event.to] : [];
  log(
    state,
    "prevention",
    `${prevented} damage to ${nameOf(d, event.to)}${from} is prevented: ${shield.text}`,
    shield.remaining === "all" ? "615.1" : "615.7",
    objects,
  );
  if (shield.remaining === 0) state.preventionShields = (state.preventionShields ?? []).filter((s) => s !== shield);
  changed(state);
  return prevented;
}

/**
 * 616.1: the affected player, or the affected permanent's controller, chooses which prevention
 * effect applies first; 615.7: or which source's damage a shield prevents first.
 */
export function askPreventionOrder(
  ctx: Ctx,
  d: Derived,
  to: string,
  candidates: readonly { readonly label: string; readonly text: string }[],
  rule: "616.1" | "615.7",
): readonly string[] {
  const player = d.get(to)?.controller ?? to;
  const what = rule === "616.1" ? "these prevention effects apply" : "a prevention shield meets this damage";
  const decision: Decision = {
    kind: "orderReplacements",
    player,
    prompt: `choose the order in which ${what} to damage that would be dealt to ${nameOf(d, to)}: ${candidates.map((c) => `${c.label} “${c.text}”`).join("; ")}`,
    options: candidates.map((c) => c.label),
    rule,
  };
  const a = ctx.chooser.choose(decision);
  if (a.kind === "order") return a.order;
  throw new RulesViolation({
    code: "rules.badAnswer",
    message: `${player}'s answer doesn't fit the decision "${decision.prompt}": an order of ${describeOptions(decision)} is expected`,
    rule,
  });
}
