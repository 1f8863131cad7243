import { type ContinuousPart, LAYER_RULE, type Layer } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { applyPart } from "./applyPart.js";
import { type Characteristics, cloneCharacteristics } from "./characteristics.js";
import { orderByDependency } from "./dependency.js";
import { effectController, evaluateCondition, matchesFilter, type Perspective, perspectiveOf } from "./evaluate.js";
import { copiableValues, copyEffectsByObject } from "./layer1.js";
import { compareOrder, type LayerEffect } from "./layerEffect.js";
import { bringsStaticEffects, readsTarget } from "./reads.js";
import { type Basis, rederive } from "./speedups/rederive.js";
import { changedSince } from "../model/revisions.js";
import { onStateCopied } from "../model/cloneState.js";
import { partsInLayer } from "./resolvePart.js";
import { runStages } from "./stages.js";
import { applyEffect, applyInOrder, cdaFirst, type EffectHost } from "./layerPass.js";
import { resolvedEffects } from "./effectsOf.js";
import { BasisRecorder } from "./speedups/basisRecorder.js";
import { CandidateLists } from "./speedups/candidateLists.js";
import { ObjectIndex } from "./speedups/objectIndex.js";
import { StaticEffectsCache } from "./speedups/staticEffects.js";
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

interface Memo {
  /** The revision `derived` is for; -1 when there is none yet (a working copy). */
  readonly rev: number;
  readonly derived: Derived | null;
  /** What the next derivation may start from, and the revision it describes. */
  readonly basis: Basis | null;
  readonly basisRev: number;
  readonly again: boolean;
}

/**
 * Each state's memo is kept on the state itself, under a symbol, not enumerable: JSON, structured
 * clones, spreads and `deepStrictEqual` don't see it. A `WeakMap` from states to memos was the
 * alternative, but a memo refers to its state (the derivation's `state`, its view), and V8's
 * young-generation collector keeps alive every key of a weak map that its own value refers to, so
 * every state made by a search survived to the old generation (session 9: a fifth of self-play's
 * time in garbage collection). A state that can't be extended (frozen by its owner) uses the map.
 */
const MEMO: unique symbol = Symbol("doppel.derivation");
type Memoized = GameState & { [MEMO]?: Memo };
const frozenMemo = new WeakMap<GameState, Memo>();

const memo = {
  get(state: GameState): Memo | undefined {
    return (state as Memoized)[MEMO] ?? frozenMemo.get(state);
  },
  set(state: GameState, value: Memo): void {
    const s: Memoized = state;
    if (Object.hasOwn(s, MEMO)) s[MEMO] = value;
    else if (Object.isExtensible(s))
      Object.defineProperty(s, MEMO, { value, writable: true, enumerable: false, configurable: true });
    else frozenMemo.set(state, value);
  },
};

/** Whether the state's current derivation was re-derived from its previous one (rederive.ts), rather than from scratch. */
export function derivedAgain(state: GameState): boolean {
  return memo.get(state)?.again === true;
}

onStateCopied(carryDerivation);

/**
 * A working copy (`cloneState`) is its original at the same revision: the original's derivation is the
 * copy's (the characteristics are shared, as a basis shares them; the copy's view reads the copy),
 * or else its derivation may start from the original's basis.
 */
export function carryDerivation(from: GameState, to: GameState): void {
  const hit = memo.get(from);
  if (!hit || to.rev !== from.rev) return;
  const done = hit.derived && hit.rev === from.rev ? hit.derived : null;
  // An untraced derivation's characteristics are shared.
  if (done instanceof DerivedCharacteristics && done.tracer === null) {
    const derived = new DerivedCharacteristics(to, done.chars, done.copiableChars, null, done.battlefield);
    memo.set(to, { rev: to.rev, derived, basis: hit.basis, basisRev: hit.basisRev, again: hit.again });
  } else if (hit.basis && hit.basisRev === from.rev)
    memo.set(to, { rev: -1, derived: null, basis: hit.basis, basisRev: hit.basisRev, again: false });
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
    ? { derived: new DerivedCharacteristics(state, again.final, again.copiable, null), basis: again.basis }
    : new Derivation(state, null, hit?.basis ?? null).run();
  memo.set(state, {
    rev: state.rev,
    derived: result.derived,
    basis: result.basis,
    basisRev: state.rev,
    again: again !== null,
  });
  return result.derived;
}

/** A derivation's answers, over the characteristics it worked out (which a working copy may share, `carryDerivation`). */
class DerivedCharacteristics implements Derived {
  readonly view: LayerView;
  readonly battlefield: readonly ObjectId[];

  constructor(
    readonly state: GameState,
    readonly chars: CharacteristicsStore,
    readonly copiableChars: Lookup<ObjectId, Characteristics>,
    readonly tracer: Tracer | null,
    /** The battlefield as the derivation saw it, when known (a working copy's is its original's). */
    battlefield?: readonly ObjectId[],
  ) {
    this.view = new LayerView(state, chars);
    this.battlefield = battlefield ?? [...state.battlefield];
  }

  get(id: ObjectId): Characteristics | undefined {
    return this.chars.get(id);
  }

  copiable(id: ObjectId): Characteristics | undefined {
    return this.copiableChars.get(id);
  }
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
  /** Speed-ups (speedups/): they narrow and remember, the rules below decide. */
  private readonly index: ObjectIndex;
  private readonly statics: StaticEffectsCache;
  private readonly lists: CandidateLists;
  /** What a later derivation of the same game needs to re-derive only what changed (rederive.ts). */
  private readonly recorder: BasisRecorder;
  /** The answers of this pass to the one loop over a layer's effects (layerPass.ts): every object. */
  private readonly host: EffectHost;

  constructor(
    private readonly state: GameState,
    private readonly tracer: Tracer | null,
    /** The previous derivation's basis: a layer's list of effects that is the same is kept, with what was worked out about it. */
    previous: Basis | null,
  ) {
    this.view = new LayerView(state, this.chars);
    this.resolved = resolvedEffects(state);
    this.index = new ObjectIndex(state, this.chars);
    this.statics = new StaticEffectsCache(state, this.chars, () => this.index.ids());
    this.lists = new CandidateLists(previous);
    this.recorder = new BasisRecorder(tracer !== null);
    this.host = {
      view: this.view,
      chars: this.chars,
      gathersIn: () => true,
      exists: (e) => this.exists(e, this.view),
      // Objects keep their controller after layer 2; the index stays valid.
      affected: (e) => this.affected(e, this.view),
      began: (e, layer, targets) => this.began(e, layer, targets),
      wrote: (aspects, granted) => {
        this.index.wrote(aspects);
        // A removed ability's effect no longer exists (see `exists`); only new or rewritten ones matter here.
        if (granted) this.statics.wrote(granted);
      },
      update: (id, change, e, layer, note) => this.update(id, change, e, layer, note),
    };
  }

  run(): { derived: Derived; basis: Basis | null } {
    runStages({
      copiable: () => this.layer1(),
      layer: (layer) => this.layerOf(layer),
      rule: (stage) => {
        if (stage.step === "counters") this.recorder.keepTail(this.chars);
        this.index.wrote(stage.writes);
        stage.apply(this.chars, this.state, this.tracer);
        return true;
      },
    });
    const { chars, copiableMap, tracer, state } = this;
    return {
      derived: new DerivedCharacteristics(state, chars, copiableMap, tracer),
      basis: this.recorder.basis(
        state,
        chars,
        copiableMap,
        () => this.index.typeIndex(),
        () => this.statics.perObject(),
      ),
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
    this.recorder.layer(layer, candidates);
    cdaFirst(candidates, (group, cda) =>
      this.applyGroup(layer, group, () => this.candidates(layer).filter((e) => e.cda === cda)),
    );
    return true;
  }

  /** Effects with a part in this layer: started ones (613.6), resolved ones, and those of static abilities that exist now. */
  private candidates(layer: Layer): readonly LayerEffect[] {
    // 611.3: static effects are read from the abilities objects have at this point.
    const statics = this.statics.effects();
    return this.lists.list(layer, statics, () => {
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
      return out.sort((a, b) => compareOrder(a.order, b.order));
    });
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
    if (e.locked) return this.index.present(e);
    if (!e.affects) return [];
    if (view !== this.view) return this.computeAffected(e, view);
    const controller = effectController(e, view);
    const known = this.index.knownAffected(e, controller);
    if (known) return known;
    const ids = this.computeAffected(e, view);
    this.index.rememberAffected(e, controller, ids);
    return ids;
  }

  private computeAffected(e: LayerEffect, view: LayerView): readonly ObjectId[] {
    if (!e.affects) return [];
    const p = this.perspective(e, view);
    const out: ObjectId[] = [];
    // On the real view the indexes narrow the objects to try; the filter decides.
    const ids = view === this.view ? this.index.candidatesFor(e, p, this.layer, this.scope(e), view) : this.index.ids();
    for (const id of ids) {
      const obj = this.state.objects[id];
      if (!obj || !e.zones.includes(obj.zone) || obj.status.phasedOut) continue;
      if (matchesFilter(view, id, e.affects, p)) out.push(id);
    }
    return out;
  }

  /** The player whose objects alone this effect touches or reads, or null (for the indexes and the dependency filter). */
  scope(e: LayerEffect): string | null {
    return this.index.scope(e, this.layer, this.started.get(e.id)?.affected ?? e.locked);
  }

  /** The parts of the effect in this layer, resolved for one object. */
  partsFor(
    e: LayerEffect,
    layer: Layer,
    target: ObjectId,
    view: LayerView,
    p: Perspective = this.perspective(e, view),
  ): ContinuousPart[] {
    return partsInLayer(view, e, layer, target, p);
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
      if (applyEffect(this.host, e, layer, note)) granted ||= bringsStaticEffects(e, layer);
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
      // Outside tracing only: an explanation lists each effect's own change, not what was gathered.
      this.tracer
        ? undefined
        : (effects) => {
            independent = true;
            applyInOrder(this.host, layer, effects);
          },
    );
    // Only layers in timestamp order, effect by effect, can be re-derived object by object.
    if (!independent)
      this.recorder.ordered(
        layer,
        group,
        group.some((e) => bringsStaticEffects(e, layer)),
      );
  }

  /** An effect applies in this layer to these objects; its set is fixed from its first layer (613.6). */
  private began(e: LayerEffect, layer: Layer, targets: readonly ObjectId[]): void {
    const first = !this.started.has(e.id);
    if (first) this.started.set(e.id, { effect: e, affected: targets });
    this.recorder.began(e, layer, targets, this.view, first);
  }

  /** One object changed by an effect: in place, or, when tracing, as a new record the tracer compares with the old. */
  private update(
    id: ObjectId,
    change: (c: Characteristics) => void,
    e: LayerEffect,
    layer: Layer,
    note: DependencyNote | undefined,
  ): void {
    const before = this.view.get(id);
    if (!before) return;
    // Nothing else holds these records: they are updated in place unless tracing (fewer allocations).
    const after = this.tracer ? cloneCharacteristics(before) : before;
    change(after);
    if (!this.tracer) return;
    this.view.set(id, after);
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
  }

  isStarted(e: LayerEffect): boolean {
    return this.started.has(e.id);
  }

  controllerIn(e: LayerEffect, trial: LayerView, inTrial: boolean): string | undefined {
    if (!e.sourceId) return undefined;
    return (inTrial ? trial : this.view).get(e.sourceId)?.controller;
  }
}
