import type { Layer } from "../abilities/continuous.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import { matchesFilter } from "./evaluate.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";
import { type Aspect, readsOf, writesOf } from "./reads.js";
import type { DependencyNote } from "./trace.js";
import type { LayerView } from "./view.js";

/** What the dependency test needs from the derivation in progress. */
export interface DependencyHost {
  exists(e: LayerEffect, view: LayerView): boolean;
  affected(e: LayerEffect, view: LayerView): readonly ObjectId[];
  partsFor(e: LayerEffect, layer: Layer, target: ObjectId, view: LayerView): ContinuousPart[];
  applyTo(e: LayerEffect, layer: Layer, targets: readonly ObjectId[], view: LayerView): void;
  isStarted(e: LayerEffect): boolean;
}

type Reason = DependencyNote["on"][number]["reason"];

/**
 * 613.8: applies the effects of one layer (or sublayer) in timestamp order, except that an effect
 * waits until every effect it depends on has applied (613.8b); effects in a dependency loop apply
 * in timestamp order; after each effect, dependencies are found anew (613.8c).
 * `group` is sorted by timestamp.
 */
export function orderByDependency(
  host: DependencyHost,
  layer: Layer,
  group: readonly LayerEffect[],
  view: LayerView,
  apply: (e: LayerEffect, note?: DependencyNote) => void,
  /** Effects of this layer that exist now: one may appear when an earlier one grants its ability. */
  refresh: () => readonly LayerEffect[] = () => [],
): void {
  let remaining = [...group];
  const seen = new Set(group.map((e) => e.id));
  /** For each effect that had to wait: what it waited for, and why (kept for its explanation). */
  const waited = new Map<LayerEffect, Map<LayerEffect, Reason>>();
  while (remaining.length > 0) {
    const deps =
      remaining.length > 1 ? findDependencies(host, layer, remaining, view) : new Map<LayerEffect, Map<LayerEffect, Reason>>();
    const scc = stronglyConnected(remaining, deps);
    const isReady = (e: LayerEffect) => [...(deps.get(e)?.keys() ?? [])].every((d) => scc.get(d) === scc.get(e));
    for (const e of remaining) {
      if (isReady(e)) continue;
      const w = waited.get(e) ?? new Map<LayerEffect, Reason>();
      for (const [d, r] of deps.get(e) ?? []) if (scc.get(d) !== scc.get(e)) w.set(d, r);
      waited.set(e, w);
    }
    const next = remaining.find(isReady) ?? remaining[0];
    if (!next) return;
    apply(next, noteFor(next, remaining, deps, scc, waited));
    remaining = remaining.filter((e) => e !== next);
    const fresh = refresh().filter((e) => !seen.has(e.id));
    if (fresh.length > 0) {
      for (const e of fresh) seen.add(e.id);
      remaining = [...remaining, ...fresh].sort((a, b) => compareOrder(a.order, b.order));
    }
  }
}

/** Every dependency among the remaining effects, found by trial (613.8a). */
function findDependencies(
  host: DependencyHost,
  layer: Layer,
  effects: readonly LayerEffect[],
  view: LayerView,
): Map<LayerEffect, Map<LayerEffect, Reason>> {
  const out = new Map<LayerEffect, Map<LayerEffect, Reason>>();
  const writes = new Map<LayerEffect, Set<Aspect>>();
  for (const e of effects) {
    const w = new Set<Aspect>();
    e.parts.forEach((part, i) => {
      if (e.partLayers[i] === layer) for (const a of writesOf(layer, part)) w.add(a);
    });
    writes.set(e, w);
  }
  // The trial of each potential "other" effect is computed at most once.
  const trials = new Map<LayerEffect, { view: LayerView; targets: readonly ObjectId[] }>();
  const trialOf = (b: LayerEffect) => {
    let t = trials.get(b);
    if (!t) {
      const targets = host.exists(b, view) ? host.affected(b, view) : [];
      const v = view.trial();
      host.applyTo(b, layer, targets, v);
      t = { view: v, targets };
      trials.set(b, t);
    }
    return t;
  };
  for (const a of effects) {
    const started = host.isStarted(a);
    const reads = readsOf(a, started);
    for (const b of effects) {
      if (a === b) continue;
      const w = writes.get(b);
      if (!w || ![...w].some((x) => reads.has(x))) continue;
      const reason = dependsOn(host, layer, a, view, trialOf(b), started);
      if (reason) {
        let m = out.get(a);
        if (!m) {
          m = new Map();
          out.set(a, m);
        }
        m.set(b, reason);
      }
    }
  }
  return out;
}

/** 613.8a(b): would applying b change a's existence, what a applies to, or what a does to those? */
function dependsOn(
  host: DependencyHost,
  layer: Layer,
  a: LayerEffect,
  view: LayerView,
  trial: { view: LayerView; targets: readonly ObjectId[] },
  started: boolean,
): Reason | null {
  if (trial.targets.length === 0) return null;
  const existsBefore = host.exists(a, view);
  if (existsBefore !== host.exists(a, trial.view)) return "existence";
  if (!existsBefore) return null;
  if (!started && a.affects) {
    const p = { sourceId: a.sourceId, controller: "", abilityKey: a.abilityKey };
    const controllerBefore = (a.sourceId ? view.get(a.sourceId)?.controller : undefined) ?? a.controller ?? "";
    const controllerAfter = (a.sourceId ? trial.view.get(a.sourceId)?.controller : undefined) ?? a.controller ?? "";
    if (controllerBefore !== controllerAfter) return "appliesTo";
    for (const id of trial.targets) {
      const before = matchesFilter(view, id, a.affects, { ...p, controller: controllerBefore });
      const after = matchesFilter(trial.view, id, a.affects, { ...p, controller: controllerAfter });
      if (before !== after) return "appliesTo";
    }
  }
  for (const id of host.affected(a, view)) {
    const before = JSON.stringify(host.partsFor(a, layer, id, view));
    const after = JSON.stringify(host.partsFor(a, layer, id, trial.view));
    if (before !== after) return "whatItDoes";
  }
  return null;
}

/** Tarjan's algorithm: the strongly connected component of each effect (613.8b: loops). */
function stronglyConnected(
  effects: readonly LayerEffect[],
  deps: Map<LayerEffect, Map<LayerEffect, Reason>>,
): Map<LayerEffect, number> {
  const index = new Map<LayerEffect, number>();
  const low = new Map<LayerEffect, number>();
  const onStack = new Set<LayerEffect>();
  const stack: LayerEffect[] = [];
  const comp = new Map<LayerEffect, number>();
  let counter = 0;
  let compCount = 0;
  const visit = (v: LayerEffect): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of deps.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      for (;;) {
        const w = stack.pop();
        if (!w) break;
        onStack.delete(w);
        comp.set(w, compCount);
        if (w === v) break;
      }
      compCount++;
    }
  };
  for (const e of effects) if (!index.has(e)) visit(e);
  return comp;
}

/** Explains why `e` applies now rather than in timestamp order, if that is the case. */
function noteFor(
  e: LayerEffect,
  remaining: readonly LayerEffect[],
  deps: Map<LayerEffect, Map<LayerEffect, Reason>>,
  scc: Map<LayerEffect, number>,
  waited: Map<LayerEffect, Map<LayerEffect, Reason>>,
): DependencyNote | undefined {
  const w = waited.get(e);
  if (w && w.size > 0) {
    return {
      kind: "waitedFor",
      on: [...w].map(([d, reason]) => ({ effectId: d.id, sourceName: d.sourceName, timestamp: d.timestamp, reason })),
    };
  }
  const mine = deps.get(e);
  const loopMembers = mine ? [...mine.keys()].filter((d) => scc.get(d) === scc.get(e)) : [];
  if (loopMembers.length > 0) {
    return {
      kind: "loop",
      on: loopMembers.map((d) => ({
        effectId: d.id,
        sourceName: d.sourceName,
        timestamp: d.timestamp,
        reason: mine?.get(d) ?? "existence",
      })),
    };
  }
  // Effects with an earlier timestamp that wait because they depend on e.
  const first = remaining.indexOf(e);
  const dependents = remaining.filter((o, i) => i < first && deps.get(o)?.has(e));
  if (dependents.length > 0) {
    return {
      kind: "appliedBefore",
      on: dependents.map((o) => ({
        effectId: o.id,
        sourceName: o.sourceName,
        timestamp: o.timestamp,
        reason: deps.get(o)?.get(e) ?? "existence",
      })),
    };
  }
  return undefined;
}
