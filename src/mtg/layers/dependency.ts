import { applyInDependencyOrder, type DependencyMap, type DependencyReason, type OrderNote } from "../../kernel/dependency.js";
import { setOf } from "../../kernel/setOf.js";
import type { Layer } from "../abilities/continuous.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import { matchesFilter } from "./evaluate.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";
import { addsSubtypesInLayer, type Aspect, type Reads, readsByPurpose, somePTAmount, variesWithOthers, writesInLayer } from "./reads.js";
import type { DependencyNote } from "./trace.js";
import type { LayerView } from "./view.js";

/** What the dependency test needs from the derivation in progress. */
export interface DependencyHost {
  exists(e: LayerEffect, view: LayerView): boolean;
  affected(e: LayerEffect, view: LayerView): readonly ObjectId[];
  partsFor(e: LayerEffect, layer: Layer, target: ObjectId, view: LayerView): ContinuousPart[];
  /** The view after applying the effect's parts of this layer to these objects (a trial, 613.8a). */
  trialView(e: LayerEffect, layer: Layer, targets: readonly ObjectId[], view: LayerView): LayerView;
  isStarted(e: LayerEffect): boolean;
  /**
   * The player whose objects alone the effect can touch or read ("creatures you control"), or
   * null when it may touch anything. Fixed from layer 3 on (control is settled in layer 2).
   */
  scope(e: LayerEffect): string | null;
  /** The controller of the effect's source in the base view (false) or in a trial view (true). */
  controllerIn(e: LayerEffect, trial: LayerView, inTrial: boolean): string | undefined;
}

type Reason = DependencyReason;

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
  /** When no effect can grant abilities within the layer, independent components are ordered separately. */
  canGrow = true,
  /** Applies effects none of which depends on another, in timestamp order (613.7); by default one by one. */
  applyIndependent: (effects: readonly LayerEffect[]) => void = (effects) => {
    for (const e of effects) apply(e, undefined);
  },
): void {
  const candidates = new PotentialPairs(host, layer, view, group);
  if (!canGrow && candidates.none) {
    applyIndependent(group);
    return;
  }
  if (canGrow) {
    orderComponent(host, layer, group, view, apply, refresh, candidates);
    return;
  }
  // Effects that can't possibly affect one another (no shared objects, no shared aspect) form
  // separate components: their relative order changes nothing, so each is ordered on its own.
  for (const component of candidates.components(group)) orderComponent(host, layer, component, view, apply, () => [], candidates);
}

/** 613.8 through the kernel's loop: dependencies found by trial, and effects that begin to exist within the layer joining in timestamp order. */
function orderComponent(
  host: DependencyHost,
  layer: Layer,
  group: readonly LayerEffect[],
  view: LayerView,
  apply: (e: LayerEffect, note?: DependencyNote) => void,
  refresh: () => readonly LayerEffect[],
  candidates: PotentialPairs,
): void {
  const seen = new Set(group.map((e) => e.id));
  applyInDependencyOrder(
    group,
    (remaining) => (candidates.any(remaining) ? findDependencies(host, layer, remaining, view, candidates) : NO_DEPENDENCIES),
    (e, note) => apply(e, note ? dependencyNote(note) : undefined),
    {
      fresh: () => {
        const fresh = refresh().filter((e) => !seen.has(e.id));
        for (const e of fresh) seen.add(e.id);
        if (fresh.length > 0) candidates.add(fresh);
        return fresh;
      },
      order: (a, b) => compareOrder(a.order, b.order),
    },
  );
}

const NO_DEPENDENCIES: DependencyMap<LayerEffect> = new Map();

/** The kernel's note, with each effect named as an explanation shows it. */
function dependencyNote(note: OrderNote<LayerEffect>): DependencyNote {
  return { kind: note.kind, on: note.on.map(({ effect, reason }) => ({ effectId: effect.id, sourceName: effect.sourceName, timestamp: effect.timestamp, reason })) };
}

/** Which of an effect's decisions another effect could change (613.8a), from what they read and write. */
interface PairChecks {
  readonly existence: boolean;
  readonly appliesTo: boolean;
  readonly does: boolean;
}

/**
 * The pairs (a, b) for which applying b could possibly change a (613.8a): b writes an aspect a
 * reads, and their scopes overlap (an effect confined to one player's objects can't touch
 * another's). Only the writers of what `a` reads are examined. A static effect's existence can
 * change only if b touches its source (or it has a condition): when b's set can't change within
 * the layer (locked, or its filter reads nothing the layer writes), that is decided up front.
 */
class PotentialPairs {
  private readonly others = new Map<LayerEffect, Map<LayerEffect, PairChecks>>();
  private readonly all: LayerEffect[] = [];
  /** Effects by aspect written and by scope (null: may touch any player's objects). */
  private readonly writers = new Map<Aspect, Map<string | null, LayerEffect[]>>();
  private readonly info = new Map<LayerEffect, { reads: Reads; writes: readonly Aspect[]; scope: string | null }>();
  /** The layer's writes, and the sets known not to change within the layer. */
  private readonly layerWrites = new Set<Aspect>();
  private readonly stable = new Map<LayerEffect, ReadonlySet<ObjectId> | null>();

  constructor(
    private readonly host: DependencyHost,
    private readonly layer: Layer,
    private readonly view: LayerView,
    group: readonly LayerEffect[],
  ) {
    this.add(group);
  }

  add(effects: readonly LayerEffect[]): void {
    const writesBefore = this.layerWrites.size;
    for (const e of effects) {
      this.all.push(e);
      const writes = writesInLayer(e, this.layer);
      this.info.set(e, { reads: readsByPurpose(e, this.host.isStarted(e)), writes, scope: this.host.scope(e) });
      const scope = this.info.get(e)?.scope ?? null;
      for (const w of writes) {
        this.layerWrites.add(w);
        const byScope = this.writers.get(w) ?? new Map<string | null, LayerEffect[]>();
        const list = byScope.get(scope) ?? [];
        list.push(e);
        byScope.set(scope, list);
        this.writers.set(w, byScope);
      }
    }
    if (this.layerWrites.size !== writesBefore) {
      // A set thought fixed may now change: every pair is examined again.
      this.stable.clear();
      this.others.clear();
    }
    for (const a of this.all) {
      const ia = this.info.get(a);
      if (!ia) continue;
      // Each pair is looked at once, whatever the number of aspects through which it was found.
      const looked = new Set<LayerEffect>();
      // Through its existence alone, a static effect without a condition depends only on effects that touch its source.
      const source = a.condition === null ? a.sourceId : null;
      for (const [purpose, reads] of [["appliesTo", ia.reads.appliesTo], ["does", ia.reads.does], ["existence", ia.reads.existence]] as const) {
        for (const aspect of reads) {
          for (const [scope, list] of this.writers.get(aspect) ?? []) {
            // Effects confined to different players' objects can't affect one another.
            if (ia.scope !== null && scope !== null && scope !== ia.scope) continue;
            for (const b of list) {
              if (a === b || looked.has(b)) continue;
              if (purpose === "existence" && source !== null && this.stableSet(b)?.has(source) === false) continue;
              looked.add(b);
              if (!this.others.get(a)?.has(b)) this.consider(a, ia, b);
            }
          }
        }
      }
    }
  }

  private consider(a: LayerEffect, ia: { reads: Reads; scope: string | null }, b: LayerEffect): void {
    const ib = this.info.get(b);
    if (!ib) return;
    if (ia.scope !== null && ib.scope !== null && ia.scope !== ib.scope) return;
    let existence = touches(ib.writes, ia.reads.existence);
    if (existence && a.condition === null && a.sourceId !== null) {
      const set = this.stableSet(b);
      if (set !== null && !set.has(a.sourceId)) existence = false;
    }
    const checks = { existence, appliesTo: touches(ib.writes, ia.reads.appliesTo), does: touches(ib.writes, ia.reads.does) };
    if (!checks.existence && !checks.appliesTo && !checks.does) return;
    let m = this.others.get(a);
    if (!m) {
      m = new Map();
      this.others.set(a, m);
    }
    m.set(b, checks);
  }

  /** b's set, when nothing this layer writes can change it; null otherwise. */
  private stableSet(b: LayerEffect): ReadonlySet<ObjectId> | null {
    const known = this.stable.get(b);
    if (known !== undefined) return known;
    const reads = this.info.get(b)?.reads.appliesTo;
    const fixed = b.locked !== null || this.host.isStarted(b) || (reads !== undefined && ![...reads].some((r) => this.layerWrites.has(r)));
    // A locked set is asked only about sources that exist: its own array serves (one set per record, not per derivation).
    const set = fixed ? setOf(b.locked ?? this.host.affected(b, this.view)) : null;
    this.stable.set(b, set);
    return set;
  }

  /** The effects `a` may depend on, with what they could change. */
  of(a: LayerEffect): ReadonlyMap<LayerEffect, PairChecks> {
    return this.others.get(a) ?? EMPTY_MAP;
  }

  /** True when no effect of the group may depend on another. */
  get none(): boolean {
    return this.others.size === 0;
  }

  scope(e: LayerEffect): string | null {
    return this.info.get(e)?.scope ?? this.host.scope(e);
  }

  any(remaining: readonly LayerEffect[]): boolean {
    if (this.others.size === 0) return false;
    const set = new Set(remaining);
    for (const a of remaining) for (const b of this.of(a).keys()) if (set.has(b)) return true;
    return false;
  }

  /** Connected components of effects linked by a potential dependency or a shared scope. */
  components(group: readonly LayerEffect[]): LayerEffect[][] {
    const parent = new Map<LayerEffect, LayerEffect>(group.map((e) => [e, e]));
    const find = (e: LayerEffect): LayerEffect => {
      let r = e;
      while (parent.get(r) !== r) r = parent.get(r) ?? r;
      parent.set(e, r);
      return r;
    };
    const join = (a: LayerEffect, b: LayerEffect) => parent.set(find(a), find(b));
    const byScope = new Map<string, LayerEffect>();
    let universal: LayerEffect | null = null;
    for (const e of group) {
      for (const b of this.of(e).keys()) if (parent.has(b)) join(e, b);
      // Effects touching the same player's objects may touch the same objects: order matters.
      const scope = this.scope(e);
      if (scope === null) {
        if (universal) join(e, universal);
        else universal = e;
        continue;
      }
      const first = byScope.get(scope);
      if (first) join(e, first);
      else byScope.set(scope, e);
    }
    if (universal) for (const e of group) join(e, universal);
    const out = new Map<LayerEffect, LayerEffect[]>();
    for (const e of group) {
      const r = find(e);
      const list = out.get(r) ?? [];
      list.push(e);
      out.set(r, list);
    }
    return [...out.values()];
  }
}

const EMPTY_MAP: ReadonlyMap<LayerEffect, PairChecks> = new Map();

/** Does one of these writes touch one of these reads? */
function touches(writes: readonly Aspect[], reads: ReadonlySet<Aspect>): boolean {
  for (const x of writes) if (reads.has(x)) return true;
  return false;
}

/** Every dependency among the remaining effects, found by trial (613.8a). */
function findDependencies(
  host: DependencyHost,
  layer: Layer,
  effects: readonly LayerEffect[],
  view: LayerView,
  candidates: PotentialPairs,
): Map<LayerEffect, Map<LayerEffect, Reason>> {
  const out = new Map<LayerEffect, Map<LayerEffect, Reason>>();
  const remaining = new Set(effects);
  // Each other effect's targets, and its trial application, computed at most once and only if needed.
  const targets = new Map<LayerEffect, readonly ObjectId[]>();
  const targetsOf = (b: LayerEffect) => {
    let t = targets.get(b);
    if (!t) {
      t = host.exists(b, view) ? host.affected(b, view) : [];
      targets.set(b, t);
    }
    return t;
  };
  const trials = new Map<LayerEffect, Trial>();
  const trialOf = (b: LayerEffect): Trial => {
    let t = trials.get(b);
    if (!t) {
      const ts = targetsOf(b);
      t = { view: host.trialView(b, layer, ts, view), targets: ts };
      trials.set(b, t);
    }
    return t;
  };
  for (const a of effects) {
    let self: SelfState | null = null;
    for (const [b, checks] of candidates.of(a)) {
      if (!remaining.has(b) || targetsOf(b).length === 0) continue;
      self ??= selfOf(host, layer, a, view, host.isStarted(a));
      const reason = dependsOn(host, layer, a, self, checks, targetsOf(b), () => trialOf(b));
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

/** Another effect applied on a trial view: the view after it, and the objects it applies to. */
interface Trial {
  readonly view: LayerView;
  readonly targets: readonly ObjectId[];
}

/** What is known of effect `a` before any trial: whether it exists, its set, and what it does. */
interface SelfState {
  readonly started: boolean;
  readonly exists: boolean;
  readonly affected: ReadonlySet<ObjectId>;
  /** Its resolved parts per object, only when they can vary with other objects (counted amounts). */
  readonly parts: ReadonlyMap<ObjectId, string> | null;
}

function selfOf(host: DependencyHost, layer: Layer, a: LayerEffect, view: LayerView, started: boolean): SelfState {
  const exists = host.exists(a, view);
  const affected = exists ? host.affected(a, view) : [];
  const parts = exists && partsVary(a, layer) ? new Map(affected.map((id) => [id, JSON.stringify(host.partsFor(a, layer, id, view))])) : null;
  return { started, exists, affected: setOf(affected), parts };
}

/**
 * Amounts that count other objects, and choices, can make an effect do something else (613.8a);
 * so can another effect's card types, for subtypes an effect adds (205.3d).
 */
function partsVary(a: LayerEffect, layer: Layer): boolean {
  return somePTAmount(a, layer, variesWithOthers) || addsSubtypesInLayer(a, layer);
}

/**
 * 613.8a(b): would applying the other effect change a's existence, what a applies to, or what a
 * does? Only the checks the other effect could influence are made; the trial is built on demand.
 */
function dependsOn(
  host: DependencyHost,
  layer: Layer,
  a: LayerEffect,
  self: SelfState,
  checks: PairChecks,
  otherTargets: readonly ObjectId[],
  trialOf: () => Trial,
): Reason | null {
  // Existence: a static effect not yet started, whose source (or whose condition's object) is touched.
  const existenceMayChange =
    checks.existence && a.origin === "static" && !self.started && ((a.sourceId !== null && otherTargets.includes(a.sourceId)) || a.condition !== null);
  if (existenceMayChange && self.exists !== host.exists(a, trialOf().view)) return "existence";
  if (!self.exists) return null;
  if (checks.appliesTo && !self.started && a.affects) {
    const trial = trialOf();
    const controllerBefore = (a.sourceId ? host.controllerIn(a, trial.view, false) : undefined) ?? a.controller ?? "";
    const controllerAfter = (a.sourceId ? host.controllerIn(a, trial.view, true) : undefined) ?? a.controller ?? "";
    if (controllerBefore !== controllerAfter) return "appliesTo";
    const p = { sourceId: a.sourceId, controller: controllerAfter, abilityKey: a.abilityKey, ...(a.x !== undefined ? { x: a.x } : {}) };
    for (const id of trial.targets) {
      const before = self.affected.has(id);
      const zone = trial.view.state.objects[id]?.zone;
      const after = zone !== undefined && a.zones.includes(zone) && matchesFilter(trial.view, id, a.affects, p);
      if (before !== after) return "appliesTo";
    }
  }
  if (checks.does && self.parts) {
    const trial = trialOf();
    for (const [id, before] of self.parts) {
      if (before !== JSON.stringify(host.partsFor(a, layer, id, trial.view))) return "whatItDoes";
    }
  }
  return null;
}
