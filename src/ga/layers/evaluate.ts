import { own } from "../../kernel/records.js";
import type { Amount } from "../abilities/amount.js";
import type { GaCondition } from "../abilities/condition.js";
import type { GaFilter } from "../abilities/filter.js";
import type { ObjRef } from "../abilities/ref.js";
import type { Restriction } from "../abilities/restriction.js";
import { findGaCard } from "../cards/library.js";
import type { Element } from "../model/element.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaView } from "./view.js";

/** Whose point of view an effect is evaluated from: its source and its controller ("you"). */
export interface GaPerspective {
  readonly sourceId: GaObjectId | null;
  readonly controller: GaPlayerId;
  /** X of the card or activation (Cost 9.c). */
  readonly x?: number;
  readonly targets?: readonly string[];
  readonly triggerObject?: GaObjectId | null;
}

/** The champion object a player controls (Champion 7: the top card of the lineage), if any. */
export function championOf(view: GaView, player: GaPlayerId): GaObjectId | null {
  let best: { id: GaObjectId; ts: number } | null = null;
  for (const obj of Object.values(view.state.objects)) {
    if (obj.zone !== "field") continue;
    const c = view.get(obj.id);
    if (!c?.types.includes("Champion") || c.controller !== player) continue;
    if (!best || obj.timestamp < best.ts) best = { id: obj.id, ts: obj.timestamp };
  }
  return best?.id ?? null;
}

/** Champion 7.b.ii: the element identity is every element among the champion cards of the lineage. */
export function championElements(view: GaView, champion: GaObjectId): Element[] {
  const out = new Set<Element>(view.get(champion)?.elements ?? []);
  const obj = view.state.objects[champion];
  for (const id of obj?.lineage ?? []) {
    const inner = view.state.objects[id];
    const face = inner?.card ? findGaCard(view.state, inner.card)?.faces[0] : undefined;
    for (const e of face?.elements ?? []) out.add(e);
  }
  return [...out];
}

/** Name 5.a: a champion's name is the part before its title ("Rai" of "Rai, Mana Weaver"). */
export function championName(fullName: string | null): string {
  return (fullName ?? "").split(",")[0]?.trim() ?? "";
}

/**
 * Restriction Abilities: whether every restriction holds for `controller`, about a source with
 * these classes and elements (Class 1, Element 1, Champion 1, Level 1).
 */
export function restrictionsMet(
  view: GaView,
  restrictions: readonly Restriction[] | undefined,
  source: { readonly classes: readonly string[]; readonly elements: readonly Element[] },
  controller: GaPlayerId,
): boolean {
  if (!restrictions || restrictions.length === 0) return true;
  const champion = championOf(view, controller);
  const c = champion ? view.get(champion) : undefined;
  if (!champion || !c) return false;
  return restrictions.every((r) => {
    switch (r.kind) {
      case "class":
        return c.classes.some((k) => source.classes.includes(k));
      case "element": {
        const mine = championElements(view, champion);
        return source.elements.some((e) => mine.includes(e));
      }
      case "champion":
        return championName(c.name) === r.name;
      case "level":
        return (c.level ?? 0) >= r.min;
      default:
        return false;
    }
  });
}

export function resolveRef(view: GaView, ref: ObjRef, p: GaPerspective): GaObjectId | null {
  switch (ref.ref) {
    case "self":
      return p.sourceId;
    case "target": {
      const t = p.targets?.[ref.index];
      return t !== undefined && own(view.state.objects, t) ? t : null;
    }
    case "triggerObject":
      return p.triggerObject ?? null;
    case "yourChampion":
      return championOf(view, p.controller);
  }
}

/** Whether a card or object matches a filter, from the perspective's point of view. */
export function matchesGaFilter(view: GaView, id: GaObjectId, f: GaFilter, p: GaPerspective): boolean {
  const obj = view.state.objects[id];
  const c = view.get(id);
  if (!obj || !c) return false;
  if (obj.zone !== (f.zone ?? "field")) return false;
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes?.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.every((t) => c.subtypes.includes(t))) return false;
  if (f.anySubtypes && !f.anySubtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes?.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.every((t) => c.supertypes.includes(t))) return false;
  if (f.elements && !f.elements.some((e) => c.elements.includes(e))) return false;
  // Cards outside the Effects Stack and the field are "had" by their owner.
  const who = obj.zone === "field" || obj.zone === "effectsStack" || obj.zone === "intent" ? c.controller : obj.owner;
  if (f.controller === "you" && who !== p.controller) return false;
  if (f.controller === "opponent" && who === p.controller) return false;
  if (f.token !== undefined && (obj.kind === "token") !== f.token) return false;
  if (f.other && id === p.sourceId) return false;
  if (f.memoryCost !== undefined && c.memoryCost !== f.memoryCost) return false;
  if (f.reserveCostAtMost !== undefined && (c.reserveCost === null || c.reserveCost > f.reserveCostAtMost))
    return false;
  if (f.counter !== undefined && (obj.counters[f.counter] ?? 0) <= 0) return false;
  return true;
}

export function evaluateCondition(view: GaView, cond: GaCondition, p: GaPerspective): boolean {
  switch (cond.if) {
    case "rested": {
      const id = resolveRef(view, cond.of, p);
      return id !== null && view.state.objects[id]?.rested === true;
    }
    case "property": {
      const id = resolveRef(view, cond.of, p);
      return id !== null && view.state.objects[id]?.properties[cond.property] === true;
    }
    case "xAtLeast":
      return (p.x ?? 0) >= cond.n;
    case "yourChampionAttacking": {
      const champion = championOf(view, p.controller);
      return champion !== null && view.state.turn.combat?.attacker === champion;
    }
    case "objectType": {
      const id = resolveRef(view, cond.of, p);
      return id !== null && (view.get(id)?.subtypes.includes(cond.subtype) ?? false);
    }
  }
}

export function evaluateAmount(view: GaView, amount: Amount, p: GaPerspective): number {
  if (typeof amount === "number") return amount;
  switch (amount.amount) {
    case "x":
      return (p.x ?? 0) + (amount.plus ?? 0);
    case "reserveCostOf": {
      const id = resolveRef(view, amount.of, p);
      return (id !== null ? view.get(id)?.reserveCost : null) ?? 0;
    }
    case "basePowerSum": {
      let sum = 0;
      for (const id of Object.keys(view.state.objects)) {
        if (matchesGaFilter(view, id, amount.filter, p)) sum += view.basePower.get(id) ?? 0;
      }
      return sum;
    }
  }
}
