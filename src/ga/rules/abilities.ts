import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaAbilityInstance } from "../layers/characteristics.js";
import { deriveGa } from "../layers/derive.js";
import { restrictionsMet } from "../layers/evaluate.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import { emptyDecisions } from "../model/stack.js";
import { changed, illegal, log, newId } from "../game/act.js";
import { payReserve } from "./costs.js";
import { ask, type GaCtx } from "../game/decision.js";
import { rest } from "./orientation.js";
import { leaveField } from "./leave.js";
import { queueDelayed } from "./triggers.js";
import { abilityTargetSpecs, isOptional, legalTargets } from "../game/targets.js";

export interface AbilityRequest {
  readonly object: GaObjectId;
  /** 1-based position among the object's abilities, or a substring of one ability's text. */
  readonly ability: number | string;
  readonly by?: GaPlayerId;
  readonly targets?: readonly string[];
  readonly x?: number;
  readonly reserve?: readonly GaObjectId[];
}

/** Finds an ability of an object by position or by a unique piece of its text. */
export function findAbility(
  abilities: readonly GaAbilityInstance[],
  which: number | string,
): GaAbilityInstance | string {
  if (typeof which === "number")
    return abilities[which - 1] ?? `it has no ability number ${which} (it has ${abilities.length})`;
  const hits = abilities.filter((a) => a.def.text.toLowerCase().includes(which.toLowerCase()));
  if (hits.length === 1 && hits[0]) return hits[0];
  return hits.length === 0 ? `no ability's text contains "${which}"` : `"${which}" matches ${hits.length} abilities`;
}

/**
 * Activated Abilities 1-2: announce, choose targets, pay the costs, then the ability goes to the
 * Effects Stack. Its source stays where it is (Resolving Abilities 1.b).
 */
export function activateAbility(ctx: GaCtx, req: AbilityRequest): string {
  const { state } = ctx;
  const d = deriveGa(state);
  const obj = state.objects[req.object];
  const c = d.get(req.object);
  if (!obj || !c) illegal(`there is no object ${req.object}`);
  if (obj.zone !== "field")
    illegal(`${c.name} is not on the field: its abilities don't function (Abilities 5.c)`, "Abilities 5.c");
  const found = findAbility(c.abilities, req.ability);
  if (typeof found === "string") illegal(`${c.name}: ${found}`);
  const def: GaAbilityDef = found.def;
  if (def.kind !== "activated") illegal(`“${def.text}” is not an activated ability`, "Activated Abilities 5");
  const player = req.by ?? c.controller;
  if (player !== c.controller) illegal(`${player} doesn't control ${c.name}`, "Activated Abilities 9");
  if (!restrictionsMet(d.view, def.restrictions, c, player))
    illegal(`“${def.text}”: its restriction is not met`, "Restriction Abilities 2.a");
  if (def.oncePerGame && (obj.activations[found.key] ?? 0) > 0)
    illegal(`“${def.text}” can only be activated once`, "Activated Abilities 4");

  // Targets.
  const specs = abilityTargetSpecs(def);
  const p = { sourceId: obj.id, controller: player };
  const slots = specs.map((s) => ({ options: legalTargets(d, s, p, c), optional: isOptional(s) }));
  let targets: readonly string[] = req.targets ?? [];
  if (specs.length > 0 && req.targets === undefined) {
    const a = ask(ctx, {
      kind: "chooseTargets",
      player,
      prompt: `choose targets for “${def.text}”`,
      slots,
      rule: "Activated Abilities 1",
    });
    targets = a.kind === "targets" ? a.targets : [];
  }
  slots.forEach((slot, i) => {
    const t = targets[i];
    if (t === undefined ? !slot.optional : !slot.options.includes(t))
      illegal(
        `“${def.text}” needs a legal target ${i + 1}; legal: ${slot.options.join(", ") || "(none)"}`,
        "Activated Abilities 3",
      );
  });

  // Costs (Activated Abilities 1; Cost 4).
  const cost = def.cost;
  if (cost.rest && obj.rested)
    illegal(`${c.name} is rested and can't be rested to pay for “${def.text}”`, "Orientation 2");
  if (cost.removeCounters && (obj.counters[cost.removeCounters.counter] ?? 0) < cost.removeCounters.n) {
    illegal(`${c.name} doesn't have ${cost.removeCounters.n} ${cost.removeCounters.counter} counters`, "Cost 4");
  }
  if (cost.reserve !== undefined) {
    let amount = cost.reserve;
    if (cost.reserveLessPerDistinctCost) {
      const kind = cost.reserveLessPerDistinctCost;
      const costs = new Set(
        Object.keys(state.objects).flatMap((id) => {
          const o = state.objects[id];
          const oc = d.get(id);
          return o?.zone === "field" &&
            oc?.controller === player &&
            oc.subtypes.includes(kind) &&
            oc.reserveCost !== null
            ? [oc.reserveCost]
            : [];
        }),
      );
      amount = Math.max(0, amount - costs.size);
    }
    payReserve(ctx, player, amount, req.reserve ? { cards: req.reserve } : {}, d);
  }
  if (cost.removeCounters) {
    obj.counters[cost.removeCounters.counter] =
      (obj.counters[cost.removeCounters.counter] ?? 0) - cost.removeCounters.n;
    if (obj.counters[cost.removeCounters.counter] === 0) delete obj.counters[cost.removeCounters.counter];
  }
  obj.activations[found.key] = (obj.activations[found.key] ?? 0) + 1;
  if (cost.rest) rest(ctx, obj.id);
  if (cost.sacrificeSelf) leaveField(ctx, obj.id, "sacrifice");
  if (cost.banishSelf) leaveField(ctx, obj.id, "banish");

  const inst = {
    id: newId(state, "i"),
    kind: "ability" as const,
    sourceId: obj.id,
    sourceName: c.name,
    controller: player,
    copy: false,
    copyOf: null,
    decisions: { ...emptyDecisions(), targets: [...targets], x: req.x ?? null },
    ability: { key: found.key, def, from: "activated" as const },
    triggerObject: null,
  };
  state.stack.push(inst);
  changed(state);
  log(state, "activate", `${player} activates ${c.name}: “${def.text}”`, "Activated Abilities 2");
  // "The next time you activate an ability of that Potion this turn, copy that ability" (a delayed trigger).
  for (const w of [...state.watchers]) {
    if (w.on.event !== "abilityActivated" || w.on.source !== obj.id || w.controller !== player) continue;
    state.watchers = state.watchers.filter((x) => x !== w);
    queueDelayed(ctx, obj.id, w.sourceName, w.controller, w.text, w.effects, inst.id);
  }
  return inst.id;
}
