import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaEffect } from "../abilities/effect.js";
import type { GaTrigger } from "../abilities/trigger.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import { deriveGa } from "../layers/derive.js";
import { restrictionsMet } from "../layers/evaluate.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaPendingTrigger } from "../model/state.js";
import { changed, illegal, log, newId } from "../game/act.js";
import { ask, type GaCtx } from "../game/decision.js";
import { abilityTargetSpecs, isOptional, legalTargets } from "../game/targets.js";

/**
 * Triggered Abilities 1: when an event happens, every ability of the object that waits for it
 * triggers (if its restrictions hold: Restriction Abilities 2.a); it goes on the Effects Stack at
 * the next state-based check. `chars` are the source's characteristics at the event (last-known
 * information for a source that left, Abilities 13).
 */
export function queueTriggers(
  ctx: GaCtx,
  sourceId: GaObjectId,
  chars: GaCharacteristics | undefined,
  on: GaTrigger["on"],
  triggerObject: GaObjectId | null,
): void {
  if (!chars) return;
  const d = deriveGa(ctx.state);
  for (const a of chars.abilities) {
    if (a.def.kind !== "triggered" || a.def.trigger.on !== on) continue;
    if (!restrictionsMet(d.view, a.def.restrictions, chars, chars.controller)) continue;
    ctx.state.pendingTriggers.push({
      sourceId,
      abilityKey: a.key,
      controller: chars.controller,
      triggerObject,
      ability: a.def,
      sourceName: chars.name,
    });
  }
}

/** A delayed trigger created by a resolved effect ("the next time …", Triggered Abilities 6-7). */
export function queueDelayed(
  ctx: GaCtx,
  sourceId: GaObjectId,
  sourceName: string | null,
  controller: GaPlayerId,
  text: string,
  effects: readonly GaEffect[],
  triggerObject: string,
): void {
  const ability: GaAbilityDef = { kind: "triggered", text, trigger: { on: "enter" }, effects };
  ctx.state.pendingTriggers.push({
    sourceId,
    abilityKey: "delayed",
    controller,
    triggerObject,
    ability,
    sourceName,
    effects,
  });
}

/**
 * Triggered Abilities 10: pending triggers enter the Effects Stack in turn order, the turn
 * player's first; each player orders their own. Targets are chosen as each is put on the stack
 * (5.a); one without a legal required target is not put on the stack.
 */
export function putTriggersOnStack(ctx: GaCtx): boolean {
  const { state } = ctx;
  if (state.pendingTriggers.length === 0) return false;
  const pending = state.pendingTriggers;
  state.pendingTriggers = [];
  const order = turnOrder(
    state.players.map((p) => p.name),
    state.turn.active,
  );
  for (const player of order) {
    const mine = pending.filter((t) => t.controller === player);
    for (const t of orderFor(ctx, player, mine)) put(ctx, t);
  }
  changed(state);
  return true;
}

export function turnOrder(players: readonly GaPlayerId[], active: GaPlayerId): GaPlayerId[] {
  const i = Math.max(0, players.indexOf(active));
  return [...players.slice(i), ...players.slice(0, i)];
}

function labelsOf(list: readonly GaPendingTrigger[]): string[] {
  return list.map((t, i) =>
    list.filter((o) => o.sourceId === t.sourceId).length > 1 ? `${t.sourceId}#${i + 1}` : t.sourceId,
  );
}

function orderFor(ctx: GaCtx, player: GaPlayerId, list: readonly GaPendingTrigger[]): GaPendingTrigger[] {
  if (list.length < 2) return [...list];
  const labels = labelsOf(list);
  const answer = ask(ctx, {
    kind: "orderTriggers",
    player,
    prompt: "put your triggered abilities on the Effects Stack in order (the last one resolves first)",
    triggers: labels,
    rule: "Triggered Abilities 10",
  });
  if (answer.kind !== "order") return [...list];
  const out: GaPendingTrigger[] = [];
  for (const label of answer.order) {
    const i = labels.indexOf(label);
    const t = list[i];
    if (t && !out.includes(t)) out.push(t);
  }
  for (const t of list) if (!out.includes(t)) out.push(t);
  return out;
}

function put(ctx: GaCtx, t: GaPendingTrigger): void {
  const { state } = ctx;
  const d = deriveGa(state);
  const specs = abilityTargetSpecs(t.ability);
  const p = { sourceId: t.sourceId, controller: t.controller, triggerObject: t.triggerObject };
  const source = d.get(t.sourceId) ?? { subtypes: [] };
  let targets: string[] = [];
  if (specs.length > 0) {
    const slots = specs.map((s) => ({ options: legalTargets(d, s, p, source), optional: isOptional(s) }));
    if (slots.some((s) => !s.optional && s.options.length === 0)) {
      log(
        state,
        "trigger",
        `${t.sourceName ?? t.sourceId}: “${t.ability.text}” has no legal target and is not put on the Effects Stack`,
        "Triggered Abilities 5.a",
      );
      return;
    }
    const answer = ask(ctx, {
      kind: "chooseTargets",
      player: t.controller,
      prompt: `choose targets for ${t.sourceName ?? t.sourceId}: “${t.ability.text}”`,
      slots,
      rule: "Triggered Abilities 5.a",
    });
    targets = answer.kind === "targets" ? [...answer.targets] : [];
    specs.forEach((s, i) => {
      const chosen = targets[i];
      if (chosen !== undefined && !(slots[i]?.options ?? []).includes(chosen)) {
        illegal(`target ${chosen} is not legal for “${t.ability.text}”`, "Triggered Abilities 5.a");
      }
      if (chosen === undefined && !isOptional(s))
        illegal(`a target is required for “${t.ability.text}”`, "Triggered Abilities 5.a");
    });
  }
  state.stack.push({
    id: newId(state, "i"),
    kind: "trigger",
    sourceId: t.sourceId,
    sourceName: t.sourceName,
    controller: t.controller,
    copy: false,
    copyOf: null,
    decisions: { modes: [], targets, x: null, alternativeCost: null, restrictions: {} },
    ability: { key: t.abilityKey, def: t.ability, from: "triggered" },
    triggerObject: t.triggerObject,
  });
  log(
    state,
    "trigger",
    `${t.sourceName ?? t.sourceId}: “${t.ability.text}” is put on the Effects Stack`,
    "Triggered Abilities 1",
  );
}
