import {
  applyInDependencyOrder,
  type DependencyMap,
  type DependencyReason,
  type Joining,
  type OrderNote,
} from "../../kernel/dependency.js";
import { setOf } from "../../kernel/setOf.js";
import type { Layer } from "../abilities/continuous.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import { matchesFilter } from "./evaluate.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";
import { type Variation, variation } from "./reads.js";
import { type PairChecks, PotentialPairs } from "./speedups/potentialPairs.js";
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
  for (const component of candidates.components(group))
    orderComponent(host, layer, component, view, apply, null, candidates);
}

/** 613.8 through the kernel's loop: dependencies found by trial, and effects that begin to exist within the layer joining in timestamp order. */
function orderComponent(
  host: DependencyHost,
  layer: Layer,
  group: readonly LayerEffect[],
  view: LayerView,
  apply: (e: LayerEffect, note?: DependencyNote) => void,
  /** The effects that exist now, when one can begin to exist within the layer; null when none can. */
  refresh: (() => readonly LayerEffect[]) | null,
  candidates: PotentialPairs,
): void {
  applyInDependencyOrder(
    group,
    (remaining) =>
      candidates.any(remaining) ? findDependencies(host, layer, remaining, view, candidates) : NO_DEPENDENCIES,
    (e, note) => apply(e, note ? dependencyNote(note) : undefined),
    refresh === null ? undefined : joiningFrom(group, refresh, candidates),
  );
}

/** The effects that begin to exist within the layer (an ability granted in it), in timestamp order. */
function joiningFrom(
  group: readonly LayerEffect[],
  refresh: () => readonly LayerEffect[],
  candidates: PotentialPairs,
): Joining<LayerEffect> {
  const seen = new Set(group.map((e) => e.id));
  return {
    fresh: () => {
      const fresh = refresh().filter((e) => !seen.has(e.id));
      for (const e of fresh) seen.add(e.id);
      if (fresh.length > 0) candidates.add(fresh);
      return fresh;
    },
    order: (a, b) => compareOrder(a.order, b.order),
  };
}

const NO_DEPENDENCIES: DependencyMap<LayerEffect> = new Map();

/** The kernel's note, with each effect named as an explanation shows it. */
function dependencyNote(note: OrderNote<LayerEffect>): DependencyNote {
  return {
    kind: note.kind,
    on: note.on.map(({ effect, reason }) => ({
      effectId: effect.id,
      sourceName: effect.sourceName,
      timestamp: effect.timestamp,
      reason,
    })),
  };
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
      const reason = dependsOn(host, layer, a, self, checks, targetsOf(b), () => trialOf(b), view);
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
  /** How what it does can vary with other objects; "fixed" when it can't. */
  readonly varies: Variation;
  /** Its resolved parts per object (when they can vary), worked out the first time a trial needs them. */
  parts: ReadonlyMap<ObjectId, string> | null;
}

function selfOf(host: DependencyHost, layer: Layer, a: LayerEffect, view: LayerView, started: boolean): SelfState {
  const exists = host.exists(a, view);
  const affected = exists ? host.affected(a, view) : [];
  return { started, exists, affected: setOf(affected), varies: exists ? variation(a, layer) : "fixed", parts: null };
}

/** a's resolved parts for each object of its set, on the view before any trial. */
function partsBefore(host: DependencyHost, layer: Layer, a: LayerEffect, self: SelfState, view: LayerView) {
  self.parts ??= new Map([...self.affected].map((id) => [id, JSON.stringify(host.partsFor(a, layer, id, view))]));
  return self.parts;
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
  view: LayerView,
): Reason | null {
  // Existence: a static effect not yet started, whose source (or whose condition's object) is touched.
  const existenceMayChange =
    checks.existence &&
    a.origin === "static" &&
    !self.started &&
    ((a.sourceId !== null && otherTargets.includes(a.sourceId)) || a.condition !== null);
  if (existenceMayChange && self.exists !== host.exists(a, trialOf().view)) return "existence";
  if (!self.exists) return null;
  if (checks.appliesTo && !self.started && a.affects) {
    const trial = trialOf();
    const controllerBefore = (a.sourceId ? host.controllerIn(a, trial.view, false) : undefined) ?? a.controller ?? "";
    const controllerAfter = (a.sourceId ? host.controllerIn(a, trial.view, true) : undefined) ?? a.controller ?? "";
    if (controllerBefore !== controllerAfter) return "appliesTo";
    const p = {
      sourceId: a.sourceId,
      controller: controllerAfter,
      abilityKey: a.abilityKey,
      ...(a.x !== undefined ? { x: a.x } : {}),
    };
    for (const id of trial.targets) {
      const before = self.affected.has(id);
      const zone = trial.view.state.objects[id]?.zone;
      const after = zone !== undefined && a.zones.includes(zone) && matchesFilter(trial.view, id, a.affects, p);
      if (before !== after) return "appliesTo";
    }
  }
  if (checks.does && self.varies !== "fixed") {
    // Only the other effect's objects can change their own card types: with none of a's, no trial.
    const ids = self.varies === "ownTypes" ? otherTargets.filter((id) => self.affected.has(id)) : [...self.affected];
    if (ids.length === 0) return null;
    const trial = trialOf();
    const before = partsBefore(host, layer, a, self, view);
    for (const id of ids) {
      if (before.get(id) !== JSON.stringify(host.partsFor(a, layer, id, trial.view))) return "whatItDoes";
    }
  }
  return null;
}
