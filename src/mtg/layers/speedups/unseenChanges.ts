import type { LayerEffect } from "../layerEffect.js";
import type { GameObject, ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import type { Lookup } from "../../../kernel/overlayMap.js";

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

function differsUnseenOnly(then: GameObject, now: GameObject): boolean {
  return sameRecords(then, now, OBJECT_UNSEEN) && sameRecords(then.status, now.status, STATUS_UNSEEN);
}

/** Two records with the same keys and equal plain data (what JSON holds) under each, but the keys skipped. */
function sameRecords(x: object, y: object, skip: ReadonlySet<string> = NOTHING): boolean {
  const a = new Map<string, unknown>(Object.entries(x));
  const b: [string, unknown][] = Object.entries(y);
  if (a.size !== b.length) return false;
  for (const [key, value] of b) if (!skip.has(key) && (!a.has(key) || !sameData(a.get(key), value))) return false;
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
