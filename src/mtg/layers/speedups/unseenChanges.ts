import type { Layer } from "../../abilities/continuous.js";
import type { LayerEffect } from "../layerEffect.js";
import type { GameObject, ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import { type Lookup, OverlayMap } from "../../../kernel/overlayMap.js";
import type { Characteristics } from "../characteristics.js";
import { copiableValues } from "../layer1.js";
import { runStages } from "../stages.js";
import type { Basis, Rederived } from "./rederive.js";

/**
 * The parts of an object that no step of the layer system reads by itself (613): only an effect's
 * filter, condition or count can ("tapped creatures", "as long as ~ is tapped", "attacking
 * creatures"). Tapping, attacking, blocking, damage and activations are most of what a game does
 * from one priority to the next.
 */
const STATUS_UNSEEN: ReadonlySet<string> = new Set(["tapped"]);
const OBJECT_UNSEEN: ReadonlySet<string> = new Set(["status", "attacking", "blocking", "damage", "activatedThisTurn"]);
/** The filters and conditions that read them (abilities/filter.ts, abilities/condition.ts). */
const READERS: ReadonlySet<string> = new Set(["tapped", "attacking", "blocking", "selfTapped"]);

/**
 * The changed objects whose characteristics may have changed: a changed object whose only
 * differences from what the basis was made of are the unseen parts above is left out, when no
 * effect in any layer reads those parts. `before` is each object as the basis saw it; an object
 * changed in place since (the same record) can't be compared and stays in.
 */
export function changesLayersSee(
  state: GameState,
  before: Lookup<ObjectId, GameObject>,
  changed: ReadonlySet<ObjectId>,
  effects: Iterable<readonly LayerEffect[]>,
): ReadonlySet<ObjectId> {
  let seen: Set<ObjectId> | null = null;
  for (const id of changed) {
    const then = before.get(id);
    const now = state.objects[id];
    if (then !== undefined && now !== undefined && then !== now && differsUnseenOnly(then, now)) {
      seen ??= new Set(changed);
      seen.delete(id);
    }
  }
  if (seen === null) return changed;
  for (const list of effects) if (list.some(readsUnseenParts)) return changed;
  return seen;
}

const looked = new WeakMap<ReadonlyMap<Layer, readonly LayerEffect[]>, { unseenParts: boolean; stack: boolean }>();

/** Whether any effect of the layers reads the unseen parts, or applies on the stack (once per basis's lists). */
function whatEffectsLookAt(candidates: ReadonlyMap<Layer, readonly LayerEffect[]>): {
  unseenParts: boolean;
  stack: boolean;
} {
  let known = looked.get(candidates);
  if (!known) {
    const all = [...candidates.values()].flat();
    known = { unseenParts: all.some(readsUnseenParts), stack: all.some((e) => e.zones.includes("stack")) };
    looked.set(candidates, known);
  }
  return known;
}

/**
 * A revision the layers can settle without looking at any effect: each changed object either
 * differs only in unseen parts (above), or is an ability on the stack that appeared, changed or
 * ceased to exist. An ability on the stack has no characteristics of its own (113.7a: it exists
 * independently of its source; its object is blank) and no effect applies to it while no effect
 * looks at the stack. Null when another change is among them (the re-derivation decides).
 */
export function settledWithoutLayers(state: GameState, basis: Basis, changed: ReadonlySet<ObjectId>): Rederived | null {
  let unseen = false;
  let abilities = false;
  for (const id of changed) {
    const then = basis.objects.get(id);
    const now = state.objects[id];
    if (now !== undefined && then !== undefined && then !== now && differsUnseenOnly(then, now)) unseen = true;
    else if ((now === undefined || stackAbility(now)) && (then === undefined || stackAbility(then))) abilities = true;
    else return null;
  }
  const effects = whatEffectsLookAt(basis.candidates);
  if ((unseen && effects.unseenParts) || (abilities && effects.stack)) return null;
  const final = OverlayMap.over(basis.final);
  const copiable = OverlayMap.over(basis.copiable);
  const tail = OverlayMap.over(basis.tail);
  const objects = OverlayMap.over(basis.objects);
  for (const id of changed) {
    const obj = state.objects[id];
    if (obj === undefined) {
      for (const map of [final, copiable, tail, objects]) map.delete(id);
    } else if (stackAbility(obj)) {
      // The stages with no effect in any layer: layer 1, then the steps that come from rules.
      const c = copiableValues(state, obj, null);
      const chars = new Map<ObjectId, Characteristics>([[id, { ...c }]]);
      copiable.set(id, c);
      runStages({
        copiable: () => undefined,
        layer: () => true,
        rule: (stage) => {
          const now = chars.get(id);
          if (stage.step === "counters" && now) tail.set(id, { ...now });
          stage.apply(chars, state, null);
          return true;
        },
      });
      const derived = chars.get(id);
      if (derived) final.set(id, derived);
      objects.set(id, obj);
    }
  }
  return { final, copiable, basis: { ...basis, rev: state.rev, final, copiable, tail, objects } };
}

function stackAbility(o: GameObject): boolean {
  return o.zone === "stack" && o.ability !== null;
}

function differsUnseenOnly(then: GameObject, now: GameObject): boolean {
  return sameRecords(then, now, OBJECT_UNSEEN) && sameRecords(then.status, now.status, STATUS_UNSEEN);
}

/** Two records with the same keys and equal plain data (what JSON holds) under each, but the keys skipped. */
function sameRecords(x: object, y: object, skip: ReadonlySet<string> = NOTHING): boolean {
  const a = x as Readonly<Record<string, unknown>>;
  const b = y as Readonly<Record<string, unknown>>;
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  for (const key of keys) if (!skip.has(key) && (!Object.hasOwn(a, key) || !sameData(a[key], b[key]))) return false;
  return true;
}

const NOTHING: ReadonlySet<string> = new Set();

function sameData(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  return Array.isArray(x) === Array.isArray(y) && sameRecords(x, y);
}

const reads = new WeakMap<LayerEffect, boolean>();

/** Whether anything in the effect (its parts, the objects it affects, its condition) names one of the unseen parts. */
function readsUnseenParts(e: LayerEffect): boolean {
  let known = reads.get(e);
  if (known === undefined) {
    known = names(e.parts) || names(e.affects) || names(e.condition);
    reads.set(e, known);
  }
  return known;
}

function names(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(names);
  const entries: [string, unknown][] = Object.entries(value);
  return entries.some(([key, v]) => (key === "is" && typeof v === "string" && READERS.has(v)) || names(v));
}
