import { type ContinuousPart, LAYER_RULE, type Layer } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { applyPart } from "./applyPart.js";
import { type AbilityInstance, type Characteristics, cloneCharacteristics } from "./characteristics.js";
import { orderByDependency } from "./dependency.js";
import { effectController, evaluateCondition, matchesFilter, type Perspective, perspectiveOf } from "./evaluate.js";
import { copiableValues, copyEffectsByObject } from "./layer1.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";
import { type Aspect, bringsStaticEffects, readsBeyondItsObjects, readsByPurpose, readsTarget, somePTAmount, variesWithOthers, writesInLayer } from "./reads.js";
import { type Basis, type BasisBuilder, existKey, keepsPerspective, perspectiveKey, rederive } from "./rederive.js";
import { changedSince } from "../model/revisions.js";
import { Gathered, gatherable } from "./gather.js";
import { resolvePart } from "./resolvePart.js";
import { runStages } from "./stages.js";
import { filterStem, namedObject, requiredSubtype, requiredType, requiresYouControl } from "./filterShape.js";
import { resolvedEffects, sameStaticEffect, staticEffectsOf } from "./effectsOf.js";
import { type DependencyNote, Tracer } from "./trace.js";
import { type CharacteristicsStore, LayerView } from "./view.js";
import type { Lookup } from "../../kernel/overlayMap.js";

/** The characteristics of every object, as the layer system determines them now (613). */
export interface Derived {
  readonly state: GameState;
  /** Final characteristics. */
  get(id: ObjectId): Characteristics | undefined;
  /** 613.2c: the values after layer 1 — what copy effects copy (707.2). */
  copiable(id: ObjectId): Characteristics | undefined;
  /** Present when derived with `trace: true`. */
  readonly tracer: Tracer | null;
  /** The final characteristics as a view, for evaluating filters and conditions against them. */
  readonly view: LayerView;
  /** The battlefield when this derivation was made (the state itself may have changed since). */
  readonly battlefield: readonly ObjectId[];
}

const LAYERS_AFTER_4: readonly Layer[] = ["5", "6", "7a", "7b", "7c", "7d"];

interface Memo {
  /** The revision `derived` is for; -1 when there is none yet (a working copy). */
  readonly rev: number;
  readonly derived: Derived | null;
  /** What the next derivation may start from, and the revision it describes. */
  readonly basis: Basis | null;
  readonly basisRev: number;
  readonly again: boolean;
}

const memo = new WeakMap<GameState, Memo>();

/** Whether the state's current derivation was re-derived from its previous one (rederive.ts), rather than from scratch. */
export function derivedAgain(state: GameState): boolean {
  return memo.get(state)?.again === true;
}

/** A working copy (act()) is its original at the same revision: its derivation may start from the original's basis. */
export function carryDerivation(from: GameState, to: GameState): void {
  const hit = memo.get(from);
  if (hit?.basis && hit.basisRev === from.rev && to.rev === from.rev) memo.set(to, { rev: -1, derived: null, basis: hit.basis, basisRev: hit.basisRev, again: false });
}

/**
 * Derives all characteristics; memoized per state revision unless a trace is asked for. After a
 * change whose revisions say which objects changed (`changed(state, ...ids)`), only what the change
 * reaches is derived again when that can be done exactly (rederive.ts); otherwise everything is.
 */
export function derive(state: GameState, options: { trace?: boolean } = {}): Derived {
  if (options.trace) return new Derivation(state, new Tracer(), null).run().derived;
  const hit = memo.get(state);
  if (hit?.derived && hit.rev === state.rev) return hit.derived;
  const changes = changedSince(state, hit?.basisRev ?? state.rev);
  const again = hit?.basis && changes ? rederive(state, hit.basis, changes) : null;
  const result = again
    ? { derived: derivedOf(state, again.final, again.copiable, null), basis: again.basis }
    : new Derivation(state, null, hit?.basis ?? null).run();
  memo.set(state, { rev: state.rev, derived: result.derived, basis: result.basis, basisRev: state.rev, again: again !== null });
  return result.derived;
}

function derivedOf(state: GameState, chars: CharacteristicsStore, copiable: Lookup<ObjectId, Characteristics>, tracer: Tracer | null): Derived {
  return {
    state,
    tracer,
    view: new LayerView(state, chars),
    battlefield: [...state.battlefield],
    get: (id) => chars.get(id),
    copiable: (id) => copiable.get(id),
  };
}

/** One pass of the layer system over the whole game. */
class Derivation {
  private readonly chars = new Map<ObjectId, Characteristics>();
  private readonly copiableMap = new Map<ObjectId, Characteristics>();
  private readonly view: LayerView;
  /** 613.6: effects that began to apply in an earlier layer, with the set they apply to. */
  private readonly started = new Map<string, { effect: LayerEffect; affected: readonly ObjectId[] }>();
  private readonly resolved: LayerEffect[];
  private layer: Layer = "2";
  /** From layer 3 on, control is settled: objects by controller, for effects scoped to one player. */
  private byController: Map<string, ObjectId[]> | null = null;
  private byType: Map<string, ObjectId[]> | null = null;
  /**
   * Affected sets on the real view, by filter stem (`filterStem`) then controller: shared by
   * effects with the same filter seen from the same point of view (90 Honors of the Pure, two
   * controllers: two scans), valid while the aspects the filter reads are unchanged.
   */
  private readonly affectedCache = new Map<string, Map<string, { key: number; ids: readonly ObjectId[] }>>();
  private readonly filterAspects = new Map<string, readonly Aspect[]>();
  private readonly lockedPresent = new Map<string, readonly ObjectId[]>();
  private readonly aspectVersion = new Map<Aspect, number>();
  private readonly scopes = new Map<string, string | null>();
  private allIds: readonly ObjectId[] | null = null;
  /** The static effects of the game, rebuilt only when an object's own list of them changes. */
  private staticList: LayerEffect[] | null = null;
  private readonly staticCache = new Map<ObjectId, { abilities: readonly AbilityInstance[]; name: string | null; effects: LayerEffect[] }>();
  private candidateCache: { layer: Layer; statics: readonly LayerEffect[]; effects: readonly LayerEffect[] } | null = null;
  /** Objects whose abilities or text were written since the static list was last checked. */
  private readonly abilitiesTouched = new Set<ObjectId>();
  /** What a later derivation of the same game needs to re-derive only what changed (rederive.ts). */
  private readonly basis: BasisBuilder = { simple: true, candidates: new Map(), existed: new Map(), targets: new Map(), tail: null, keys: new Map() };

  constructor(
    private readonly state: GameState,
    private readonly tracer: Tracer | null,
    /** The previous derivation's basis: a layer's list of effects that is the same is kept, with what was worked out about it. */
    private readonly previous: Basis | null,
  ) {
    this.view = new LayerView(state, this.chars);
    this.resolved = resolvedEffects(state);
  }

  run(): { derived: Derived; basis: Basis | null } {
    runStages({
      copiable: () => this.layer1(),
      layer: (layer) => this.layerOf(layer),
      rule: (stage) => {
        // The characteristics after the 7c effects, before counters, are kept as they are now.
        if (stage.step === "counters") this.basis.tail = new Map(this.chars);
        this.wrote(stage.writes);
        stage.apply(this.chars, this.state, this.tracer);
      },
    });
    const { chars, copiableMap, tracer, state, basis } = this;
    const derived = derivedOf(state, chars, copiableMap, tracer);
    const usable = basis.simple && basis.tail !== null && !tracer;
    return {
      derived,
      basis: usable && basis.tail
        ? { rev: state.rev, effects: [...state.effects], final: chars, copiable: copiableMap, tail: basis.tail, candidates: basis.candidates, existed: basis.existed, targets: basis.targets, keys: basis.keys, index: this.typeIndex(), unindexed: new Set(), statics: this.staticsByObject() }
        : null,
    };
  }

  /** 613.2: each object's copiable values, the start of its characteristics. */
  private layer1(): void {
    const copies = copyEffectsByObject(this.state);
    for (const obj of Object.values(this.state.objects)) {
      const c = copiableValues(this.state, obj, this.tracer, false, copies);
      this.copiableMap.set(obj.id, c);
      this.chars.set(obj.id, cloneCharacteristics(c));
    }
  }

  /** One layer or sublayer (613.1b-f) over every object. */
  private layerOf(layer: Layer): true {
    this.layer = layer;
    const candidates = this.candidates(layer);
    this.basis.candidates.set(layer, candidates);
    if ((layer === "2" || layer === "7d") && candidates.length > 0) this.basis.simple = false;
    if (candidates.some(readsBeyondItsObjects)) this.basis.simple = false;
    // 613.3, 613.4a: characteristic-defining abilities first, then the rest; dependency only within each group (613.8a(c)).
    for (const cda of [true, false]) {
      this.applyGroup(layer, candidates.filter((e) => e.cda === cda), () => this.candidates(layer).filter((e) => e.cda === cda));
    }
    return true;
  }

  /** Effects with a part in this layer: started ones (613.6), resolved ones, and those of static abilities that exist now. */
  private candidates(layer: Layer): readonly LayerEffect[] {
    const statics = this.staticEffects();
    const known = this.candidateCache;
    if (known && known.layer === layer && known.statics === statics) return known.effects;
    const out: LayerEffect[] = [];
    const seen = new Set<string>();
    for (const { effect } of this.started.values()) {
      if (effect.partLayers.includes(layer)) {
        out.push(effect);
        seen.add(effect.id);
      }
    }
    for (const e of this.resolved) if (!seen.has(e.id) && e.partLayers.includes(layer)) out.push(e);
    for (const e of statics) if (!seen.has(e.id) && e.partLayers.includes(layer)) out.push(e);
    const sorted = out.sort((a, b) => compareOrder(a.order, b.order));
    const before = this.previous?.candidates.get(layer);
    const effects = before && sameList(before, sorted) ? before : sorted;
    // Within a layer the list changes only with the static effects: effects started in this layer are on it already.
    this.candidateCache = { layer, statics, effects };
    return effects;
  }

  /** 611.3: the effects static abilities generate, read from the abilities objects have at this point. */
  private staticEffects(): LayerEffect[] {
    if (this.staticList === null) {
      this.staticList = this.gatherStaticEffects();
      this.abilitiesTouched.clear();
      return this.staticList;
    }
    // Only an object whose abilities (or text) were written can have other static effects now.
    let changed = false;
    for (const id of this.abilitiesTouched) changed = this.refreshStaticEffectsOf(id) || changed;
    this.abilitiesTouched.clear();
    if (changed) this.staticList = this.gatherStaticEffects();
    return this.staticList;
  }

  private gatherStaticEffects(): LayerEffect[] {
    const out: LayerEffect[] = [];
    for (const id of this.ids()) {
      this.refreshStaticEffectsOf(id);
      const mine = this.staticCache.get(id)?.effects;
      if (mine) for (const e of mine) out.push(e);
    }
    return out;
  }

  /** Recomputes one object's static effects if its abilities changed; true when the list of them changed. */
  private refreshStaticEffectsOf(id: ObjectId): boolean {
    const obj = this.state.objects[id];
    const c = this.chars.get(id);
    if (!obj || !c) return false;
    // An object's static effects change only when its list of abilities does (a new array).
    const cached = this.staticCache.get(id);
    if (cached && cached.abilities === c.abilities && cached.name === c.name) return false;
    const mine = staticEffectsOf(obj, c);
    this.staticCache.set(id, { abilities: c.abilities, name: c.name, effects: mine });
    if (!cached) return true;
    return cached.effects.length !== mine.length || mine.some((e, i) => !sameStaticEffect(e, cached.effects[i]));
  }

  /** Every object's id, once per derivation. */
  private ids(): readonly ObjectId[] {
    this.allIds ??= Object.keys(this.state.objects);
    return this.allIds;
  }

  private perspective(e: LayerEffect, view: LayerView): Perspective {
    return perspectiveOf(e, view);
  }

  /** Does the effect exist now? A static one only while its source has the ability and its condition holds (611.3b). */
  exists(e: LayerEffect, view: LayerView): boolean {
    if (e.origin === "resolved" || this.started.has(e.id)) return true;
    if (!e.sourceId) return false;
    const source = view.get(e.sourceId);
    if (!source?.abilities.some((a) => a.key === e.abilityKey)) return false;
    return e.condition ? evaluateCondition(view, e.condition, this.perspective(e, view)) : true;
  }

  /** The objects the effect applies to now: locked (611.2c, 613.6) or found by its filter. */
  affected(e: LayerEffect, view: LayerView): readonly ObjectId[] {
    const started = this.started.get(e.id);
    if (started) return started.affected;
    if (e.locked) return this.present(e);
    if (!e.affects) return [];
    if (view !== this.view) return this.computeAffected(e, view);
    // On the real view, the set changes only when an aspect its filter reads has been written since.
    // Effects with the same filter stem (filter, zones, and the source only if the filter reads it)
    // seen by the same controller have the same affected set.
    const key = this.versionKey(e);
    const stem = filterStem(e);
    let byController = this.affectedCache.get(stem);
    if (!byController) {
      byController = new Map();
      this.affectedCache.set(stem, byController);
    }
    const controller = effectController(e, view);
    const cached = byController.get(controller);
    if (cached && cached.key === key) return cached.ids;
    const ids = this.computeAffected(e, view);
    byController.set(controller, { key, ids });
    return ids;
  }

  /** A locked set's objects that still exist (the same in every view of one derivation). */
  private present(e: LayerEffect): readonly ObjectId[] {
    let ids = this.lockedPresent.get(e.id);
    if (!ids) {
      ids = (e.locked ?? []).filter((id) => this.chars.has(id));
      this.lockedPresent.set(e.id, ids);
    }
    return ids;
  }

  /** The versions of the aspects the effect's filter (and perspective) reads. */
  private versionKey(e: LayerEffect): number {
    let reads = this.filterAspects.get(e.id);
    if (!reads) {
      reads = [...readsByPurpose(e, false).appliesTo];
      this.filterAspects.set(e.id, reads);
    }
    // Versions only grow: for one filter (one set of aspects) their sum changes whenever one does.
    let sum = 0;
    for (const a of reads) sum += this.aspectVersion.get(a) ?? 0;
    return sum;
  }

  /** Records that characteristics of this aspect changed on the real view. */
  private wrote(aspects: readonly Aspect[]): void {
    for (const a of aspects) this.aspectVersion.set(a, (this.aspectVersion.get(a) ?? 0) + 1);
  }

  private computeAffected(e: LayerEffect, view: LayerView): readonly ObjectId[] {
    if (!e.affects) return [];
    const p = this.perspective(e, view);
    const out: ObjectId[] = [];
    const ids = view === this.view ? this.candidatesFor(e, p) : this.ids();
    for (const id of ids) {
      const obj = this.state.objects[id];
      if (!obj || !e.zones.includes(obj.zone) || obj.status.phasedOut) continue;
      if (matchesFilter(view, id, e.affects, p)) out.push(id);
    }
    return out;
  }

  /**
   * The objects an effect's filter could match, from the indexes: the one object a filter names
   * ("enchanted creature", "this"), its player's objects when it is scoped to one, the battlefield
   * for a battlefield-only effect, and, from layer 5 on (types are settled in layer 4), only
   * objects of a card type or subtype its filter requires. The smaller list is scanned; the filter
   * still decides.
   */
  private candidatesFor(e: LayerEffect, p: Perspective): readonly ObjectId[] {
    const f = e.affects;
    if (!f) return [];
    const named = namedObject(f, p.sourceId, this.state);
    if (named !== undefined) return named === null ? [] : [named];
    const scope = this.scope(e);
    let best: readonly ObjectId[] =
      scope !== null ? (this.controllerIndex().get(scope) ?? []) : e.zones.length === 1 && e.zones[0] === "battlefield" ? this.state.battlefield : this.ids();
    if (!LAYERS_AFTER_4.includes(this.layer)) return best;
    const prefix = scope !== null ? `${scope}\u0000` : "";
    const type = requiredType(f);
    if (type !== null) {
      const byType = this.typeIndex().get(`${prefix}${type}`) ?? [];
      if (byType.length < best.length) best = byType;
    }
    const subtype = requiredSubtype(f, this.view, p);
    if (subtype !== null) {
      const bySubtype = this.typeIndex().get(`${prefix}\u0001${subtype}`) ?? [];
      if (bySubtype.length < best.length) best = bySubtype;
    }
    return best;
  }

  /** Objects by card type, from layer 5 on (613.1d: types are settled in layer 4). */
  private typeIndex(): Map<string, ObjectId[]> {
    if (this.byType) return this.byType;
    const index = new Map<string, ObjectId[]>();
    const add = (key: string, id: ObjectId) => {
      const list = index.get(key) ?? [];
      list.push(id);
      index.set(key, list);
    };
    for (const [id, c] of this.chars) {
      for (const t of c.types) {
        add(t, id);
        add(`${c.controller}\u0000${t}`, id); // by controller and type together
      }
      for (const t of c.subtypes) {
        add(`\u0001${t}`, id);
        add(`${c.controller}\u0000\u0001${t}`, id);
      }
    }
    this.byType = index;
    return index;
  }

  /** Objects by their controller after layer 2 (613.1b). */
  private controllerIndex(): Map<string, ObjectId[]> {
    if (this.byController) return this.byController;
    const index = new Map<string, ObjectId[]>();
    for (const id of this.ids()) {
      const c = this.chars.get(id)?.controller;
      if (c === undefined) continue;
      const list = index.get(c) ?? [];
      list.push(id);
      index.set(c, list);
    }
    this.byController = index;
    return index;
  }

  /**
   * The player whose objects alone this effect touches or reads, from layer 3 on: a locked set
   * under one controller, or a static effect whose filter says "you control" and which counts
   * nothing else. Null when it may touch anything (and in layer 2, where control changes).
   */
  scope(e: LayerEffect): string | null {
    if (this.layer === "2") return null;
    const known = this.scopes.get(e.id);
    if (known !== undefined) return known;
    const scope = this.computeScope(e);
    this.scopes.set(e.id, scope);
    return scope;
  }

  private computeScope(e: LayerEffect): string | null {
    const locked = this.started.get(e.id)?.affected ?? e.locked;
    if (locked) {
      const owners = new Set(locked.map((id) => this.chars.get(id)?.controller));
      const [only] = owners;
      return owners.size === 1 && only !== undefined ? only : null;
    }
    if (!e.affects || e.condition || !e.sourceId || !requiresYouControl(e.affects)) return null;
    if (somePTAmount(e, null, variesWithOthers)) return null; // it counts others' objects too
    return this.chars.get(e.sourceId)?.controller ?? null;
  }

  /** The parts of the effect in this layer, resolved for one object. */
  partsFor(e: LayerEffect, layer: Layer, target: ObjectId, view: LayerView, p: Perspective = this.perspective(e, view)): ContinuousPart[] {
    const out: ContinuousPart[] = [];
    e.parts.forEach((part, i) => {
      if (e.partLayers[i] !== layer) return;
      const r = resolvePart(view, e, part, target, p);
      if (r) out.push(r);
    });
    return out;
  }

  /** Applies the effect's parts of this layer to the given objects. */
  private applyTo(e: LayerEffect, layer: Layer, targets: readonly ObjectId[], note?: DependencyNote): void {
    const view = this.view;
    const p = this.perspective(e, view);
    const ctx = { effectId: e.id, timestamp: e.timestamp, controller: p.controller };
    // What the effect does to each object is decided before it changes any of them; it is the
    // same for every object unless an amount reads the object itself ("its mana value").
    const same = readsTarget(e, layer) ? null : this.partsFor(e, layer, targets[0] ?? "", view, p);
    const parts = same === null ? targets.map((id) => this.partsFor(e, layer, id, view, p)) : null;
    if (targets.length > 0) {
      this.wrote(writesInLayer(e, layer));
      // A removed ability's effect no longer exists (see `exists`); only new or rewritten ones matter here.
      if (bringsStaticEffects(e, layer)) for (const id of targets) this.abilitiesTouched.add(id);
    }
    targets.forEach((id, i) => {
      const before = view.get(id);
      if (!before) return;
      // Nothing else holds these records: they are updated in place unless tracing (fewer allocations).
      const after = this.tracer ? cloneCharacteristics(before) : before;
      for (const part of same ?? parts?.[i] ?? []) applyPart(after, part, ctx);
      if (!this.tracer) return;
      view.set(id, after);
      this.tracer.applied(
        id,
        layer,
        {
          effectId: e.id,
          sourceId: e.sourceId,
          sourceName: e.sourceName,
          timestamp: e.timestamp,
          text: e.text,
          rule: `${LAYER_RULE[layer]}, ${e.rule}`,
          ...(note ? { dependency: note } : {}),
        },
        before,
        after,
      );
    });
  }

  /** The view after applying the effect to these objects, worked out object by object as the dependency test reads them (613.8a). */
  trialView(e: LayerEffect, layer: Layer, targets: readonly ObjectId[], view: LayerView): LayerView {
    const p = this.perspective(e, view);
    const ctx = { effectId: e.id, timestamp: e.timestamp, controller: p.controller };
    // Decided on the view before the trial, as when the effect really applies.
    const same = readsTarget(e, layer) ? null : this.partsFor(e, layer, targets[0] ?? "", view, p);
    return view.trial(new Set(targets), (id, before) => {
      const after = cloneCharacteristics(before);
      for (const part of same ?? this.partsFor(e, layer, id, view, p)) applyPart(after, part, ctx);
      return after;
    });
  }

  private applyGroup(layer: Layer, group: readonly LayerEffect[], refresh: () => readonly LayerEffect[]): void {
    if (group.length === 0) return;
    let granted = false;
    let independent = false;
    const applyOne = (e: LayerEffect, note?: DependencyNote) => {
      if (!this.exists(e, this.view)) return;
      // Objects keep their controller after layer 2; the index stays valid.
      const targets = this.affected(e, this.view);
      this.began(e, layer, targets);
      this.applyTo(e, layer, targets, note);
      granted ||= bringsStaticEffects(e, layer);
    };
    orderByDependency(
      this,
      layer,
      group,
      this.view,
      applyOne,
      // Only an ability granted (layer 6) or rewritten (layer 3) can bring a new effect into being within the layer.
      () => {
        if (!granted) return [];
        granted = false;
        return refresh();
      },
      group.some((e) => bringsStaticEffects(e, layer)),
      this.tracer
        ? undefined
        : (effects) => {
            independent = true;
            this.applyIndependent(layer, effects, applyOne);
          },
    );
    // Only layers in timestamp order, effect by effect, can be re-derived object by object.
    if (!independent) this.basis.simple = false;
  }

  /** An effect applies in this layer to these objects; its set is fixed from its first layer (613.6). */
  private began(e: LayerEffect, layer: Layer, targets: readonly ObjectId[]): void {
    if (!this.started.has(e.id)) {
      this.started.set(e.id, { effect: e, affected: targets });
      if (!this.tracer && keepsPerspective(e)) this.basis.keys.set(e.id, perspectiveKey(e, this.view));
    }
    this.basis.existed.set(existKey(e, layer), true);
    this.basis.targets.set(e.id, targets);
  }

  /**
   * A layer (or a component of it) in which no effect depends on another (613.8): timestamp order,
   * with what can be gathered over several effects (P/T changes, grants: `Gathered`) applied at
   * once; any other effect applies after what was gathered before it. Outside tracing only: an
   * explanation lists each effect's own change.
   */
  private applyIndependent(layer: Layer, effects: readonly LayerEffect[], applyOne: (e: LayerEffect) => void): void {
    const gathered = new Gathered();
    const flush = () => this.wrote(gathered.applyTo(this.chars));
    for (const e of effects) {
      const parts = e.parts.filter((_, i) => e.partLayers[i] === layer);
      if (!gatherable(parts) || readsTarget(e, layer) || bringsStaticEffects(e, layer)) {
        flush();
        applyOne(e);
        continue;
      }
      if (!this.exists(e, this.view)) continue;
      const targets = this.affected(e, this.view);
      this.began(e, layer, targets);
      if (targets.length > 0) gathered.add(this.partsFor(e, layer, targets[0] ?? "", this.view), targets, { effectId: e.id, timestamp: e.timestamp });
    }
    flush();
  }

  /** Each object's static effects, as the layers took them (for the next re-derivation). */
  private staticsByObject(): Map<ObjectId, readonly LayerEffect[]> {
    const out = new Map<ObjectId, readonly LayerEffect[]>();
    for (const [id, cached] of this.staticCache) if (cached.effects.length > 0) out.set(id, cached.effects);
    return out;
  }

  isStarted(e: LayerEffect): boolean {
    return this.started.has(e.id);
  }

  controllerIn(e: LayerEffect, trial: LayerView, inTrial: boolean): string | undefined {
    if (!e.sourceId) return undefined;
    return (inTrial ? trial : this.view).get(e.sourceId)?.controller;
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
