import type { ContinuousPart, Layer } from "../../abilities/continuous.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { staticForm } from "../../abilities/keywordActions.js";
import type { EffectRecord } from "../../model/effectRecord.js";
import type { GameObject, ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import { memoized, memoizedFor } from "../../../kernel/memo.js";
import { OverlayMap } from "../../../kernel/overlayMap.js";
import { setOf } from "../../../kernel/setOf.js";
import { grantedAbilities } from "../applyPart.js";
import type { AbilityInstance, Characteristics } from "../characteristics.js";
import { resolvedEffectsOf, staticEffectsOf } from "../effectsOf.js";
import { linkedChoice, matchesFilter, perspectiveOf } from "../evaluate.js";
import {
  filterStem,
  namedObject,
  requiresPart,
  requiredSubtype,
  requiredType,
  requiresYouControl,
} from "../filterShape.js";
import { sameStaticEffect } from "../effectsOf.js";
import { copiableValues, copyEffectsByObject } from "../layer1.js";
import { compareOrder, type LayerEffect } from "../layerEffect.js";
import {
  type Aspect,
  readsBeyondItsObjects,
  readsByPurpose,
  readsTarget,
  usesLinkedChoice,
  writesInLayer,
} from "../reads.js";
import { resolvePart } from "../resolvePart.js";
import { applyInOrder, cdaFirst, type EffectHost } from "../layerPass.js";
import { LAYERS, runStages } from "../stages.js";
import { LayerView } from "../view.js";
import { mayReach, type Reached, reachedAs, SETTLED_LAYERS } from "./reach.js";
import { changesLayersSee, settledWithoutLayers } from "./unseenChanges.js";

type Stored<K, V> = ReadonlyMap<K, V> | OverlayMap<K, V>;

export interface Basis {
  readonly rev: number;
  readonly effects: readonly EffectRecord[];
  readonly final: Stored<ObjectId, Characteristics>;
  readonly copiable: Stored<ObjectId, Characteristics>;
  readonly tail: Stored<ObjectId, Characteristics>;
  readonly candidates: ReadonlyMap<Layer, readonly LayerEffect[]>;
  /** `${effect id}@${layer}` → true. */
  readonly existed: Stored<string, true>;
  readonly targets: Stored<string, readonly ObjectId[]>;
  readonly keys: Stored<string, string>;
  /**
   * Objects by card type and subtype, alone and with their controller (speedups/objectIndex.ts `typeIndex`),
   * from the characteristics after layer 4: unchanged objects keep their entries, changed ones are
   * looked at besides.
   */
  readonly index: ReadonlyMap<string, readonly ObjectId[]>;
  /** Objects changed since the index was made: candidates wherever it is used. */
  readonly unindexed: ReadonlySet<ObjectId>;
  /** Each object's static effects (the list the layers took them from: in a simple basis it never changes). */
  readonly statics: Stored<ObjectId, readonly LayerEffect[]>;
  /**
   * Per layer, the effects applied in an order the dependency test decided (613.8): only objects
   * none of them touches, before or after the change, and that are the source of none, are re-derived.
   */
  readonly dependent: ReadonlyMap<Layer, readonly LayerEffect[]>;
  /** Each object as this basis saw it (unseenChanges.ts compares a changed one with it). */
  readonly objects: Stored<ObjectId, GameObject>;
}

/** A basis for this state: the characteristics, what the layers recorded, and the objects' index and static effects. */
export function basisOf(
  state: GameState,
  chars: Pick<Basis, "final" | "copiable" | "tail">,
  layers: Pick<Basis, "candidates" | "existed" | "targets" | "keys" | "dependent">,
  objects: Pick<Basis, "index" | "unindexed" | "statics" | "objects">,
): Basis {
  return { rev: state.rev, effects: [...state.effects], ...chars, ...layers, ...objects };
}

export interface Rederived {
  readonly final: OverlayMap<ObjectId, Characteristics>;
  readonly copiable: OverlayMap<ObjectId, Characteristics>;
  readonly basis: Basis;
}

const EMPTY: ReadonlySet<ObjectId> = new Set();
const NONE: readonly ObjectId[] = [];
const lists = new WeakMap<ReadonlySet<ObjectId>, readonly ObjectId[]>();
const toList = (set: ReadonlySet<ObjectId>): readonly ObjectId[] => [...set];

/** A set of objects as a list, made once per set (the sets of the same filter are shared). */
function listOf(set: ReadonlySet<ObjectId>): readonly ObjectId[] {
  return memoizedFor(lists, set, toList);
}
/** Re-deriving object by object pays off only for a few objects. */
const MOST_CHANGED = 16;

/**
 * Re-derives after a change: the objects that changed (`changed`, and those whose copy effects
 * began or ended) go through the layers again, alone, against the other objects' characteristics
 * from the basis; effects that began or ended and only add P/T in layer 7c (613.4c) or grant
 * abilities in layer 6 are added to or taken from their other objects' characteristics after layer
 * 7c. Null when the change is of another kind: the caller derives everything.
 */
export function rederive(state: GameState, basis: Basis, changes: ReadonlySet<ObjectId>): Rederived | null {
  const same = basis.effects.length === state.effects.length && basis.effects.every((r, i) => state.effects[i] === r);
  const quick = same ? settledWithoutLayers(state, basis, changes) : null;
  if (quick) return quick;
  const changed = same ? changesLayersSee(state, basis.objects, changes, basis.candidates.values()) : changes;
  const recordsBefore = same ? null : new Set(basis.effects);
  const recordsNow = same ? null : new Set(state.effects);
  const addedRecords = recordsBefore ? state.effects.filter((r) => !recordsBefore.has(r)) : [];
  const removedRecords = recordsNow ? basis.effects.filter((r) => !recordsNow.has(r)) : [];
  const dirty = new Set(changed);
  for (const r of [...addedRecords, ...removedRecords]) {
    if (r.copy) for (const id of r.affected) dirty.add(id);
  }
  if (dirty.size > MOST_CHANGED) return null;
  const unindexed = new Set([...basis.unindexed, ...dirty]);
  if (unindexed.size > MOST_CHANGED * 4) return null; // the index is too old: derive everything again
  const addedResolved = resolvedEffectsOf(addedRecords.filter((r) => !r.copy));
  const removedResolved = resolvedEffectsOf(removedRecords.filter((r) => !r.copy));
  if (![...addedResolved, ...removedResolved].every(onlyAddsOrGrants)) return null;
  const removedIds = new Set(removedResolved.map((e) => e.id));
  const addedSet = new Set(addedResolved);
  if (!outsideDependencies(basis, dirty, removedIds)) return null;

  // The effects of changed objects' static abilities before the change (they may differ now).
  const oldOwn = new Map<string, LayerEffect>();
  for (const id of dirty) for (const e of basis.statics.get(id) ?? []) oldOwn.set(e.id, e);
  for (const e of oldOwn.values()) if (!selfOnly(e) && !addsPTByFilter(e)) return null;

  const final = OverlayMap.over(basis.final);
  const copiable = OverlayMap.over(basis.copiable);
  const tail = OverlayMap.over(basis.tail);
  const view = new LayerView(state, final);
  const present = [...dirty].filter((id) => state.objects[id] !== undefined);
  for (const id of dirty) {
    if (state.objects[id]) continue;
    final.delete(id);
    copiable.delete(id);
    tail.delete(id);
  }

  const candidates = new Map<Layer, readonly LayerEffect[]>();
  const existed = OverlayMap.over(basis.existed);
  for (const id of [...oldOwn.keys(), ...removedIds]) for (const layer of LAYERS) existed.delete(`${id}@${layer}`);
  const targets = OverlayMap.over(basis.targets);
  for (const id of removedIds) targets.delete(id);
  /** 613.6: for the changed objects, each effect's membership is decided in its first layer. */
  const members = new Map<string, ReadonlySet<ObjectId>>();
  /** Per layer: the objects picked by a filter (its `filterStem`) from one player's point of view. */
  const picked = new Map<Layer, Map<string, Map<string, ReadonlySet<ObjectId>>>>();
  /** Recorded sets after a change of membership, made once per set before and set now (sets are shared). */
  const retargeted = new Map<readonly ObjectId[], Map<ReadonlySet<ObjectId>, readonly ObjectId[]>>();
  const started = new Map<string, LayerEffect>();
  const newOwn = new Map<string, LayerEffect>();
  const ownEffects = new Map<
    ObjectId,
    { abilities: readonly AbilityInstance[]; name: string | null; effects: LayerEffect[] }
  >();
  const ownSeen = new Map<ObjectId, Map<string, LayerEffect>>();
  const keys = OverlayMap.over(basis.keys);

  /** The changed objects now and before, as the effects of the settled layers see them (reach.ts). */
  let reached: Reached[] | null = null;
  /** The changed objects' characteristics, stage by stage: the same records as `final`'s, changed in place. */
  const current = new Map<ObjectId, Characteristics>();
  const sync = () => {
    for (const [id, c] of current) final.set(id, c);
  };
  /** Set when an effect shows the change can't be re-derived exactly: the pass stops at the end of its layer. */
  let declined = false;
  const ownEffect = (e: LayerEffect) => e.origin === "static" && e.sourceId !== null && dirty.has(e.sourceId);

  /** The changed objects an effect applies to in this layer (its set is decided in its first layer, 613.6). */
  const affectedNow = (e: LayerEffect, layer: Layer): readonly ObjectId[] => {
    const known = members.get(e.id);
    if (known) return listOf(known);
    const mine = ownEffect(e) || addedSet.has(e);
    // An unchanged effect that reaches no changed object (on itself alone, or not on them) is
    // done; its set is decided in the first layer where it exists (613.6).
    const possible = !mine && selfOnly(e) ? [] : present.filter((id) => mayApply(state, current, e, id));
    let set: ReadonlySet<ObjectId> = EMPTY;
    if (possible.length === 0 && !mine && !basis.existed.has(existKey(e, layer))) return NONE;
    if (possible.length > 0) {
      // A clean source's characteristics are known after the layers; before layer 7 its
      // abilities (where a linked choice is found, 607.2a) may have been others.
      if (
        !mine &&
        layerIndex(layer) < layerIndex("7a") &&
        usesLinkedChoice(e) &&
        e.sourceId !== null &&
        !abilitiesUnchanged(basis, e.sourceId)
      ) {
        declined = true;
        return NONE;
      }
      const p = perspectiveOf(e, view);
      // Effects with the same filter seen from the same point of view pick the same objects.
      const byStem =
        e.affects && !e.locked
          ? memoized(picked, layer, filterStem(e), () => new Map<string, ReadonlySet<ObjectId>>())
          : null;
      const shared = byStem?.get(p.controller);
      set = shared ?? new Set(possible.filter((id) => appliesTo(state, view, e, id, p)));
      if (byStem && !shared) byStem.set(p.controller, set);
    }
    members.set(e.id, set);
    updateTargets(targets, e, set, present, basis, retargeted);
    return listOf(set);
  };

  // The strategy's answers to the one loop over a layer's effects (layerPass.ts), for the changed objects.
  const host: EffectHost = {
    view,
    chars: current,
    // 613.4c: P/T additions of layer 7c add up in any order; elsewhere, effect by effect.
    gathersIn: (layer) => layer === "7c",
    exists: (e, layer) =>
      e.origin === "resolved" ||
      started.has(e.id) ||
      (ownEffect(e) ? hasAbility(current, e) : basis.existed.has(existKey(e, layer))),
    affected: (e, layer) => {
      const set = affectedNow(e, layer);
      // 613.8: an order the dependency test decided holds only while no changed object is touched.
      if (set.length > 0 && basis.dependent.get(layer)?.some((d) => d.id === e.id)) {
        declined = true;
        return NONE;
      }
      return set;
    },
    began: (e, layer) => {
      if (ownEffect(e)) {
        started.set(e.id, e);
        newOwn.set(e.id, e);
        existed.set(existKey(e, layer), true);
      } else if (addedSet.has(e)) existed.set(existKey(e, layer), true);
    },
    wrote: () => undefined,
    update: (id, change) => {
      const c = current.get(id);
      if (c) change(c);
    },
  };

  /** The strategy's choice for a layer: the effects the changed objects meet again; null when the layer can't be re-derived exactly. */
  const chosen = (layer: Layer): readonly LayerEffect[] | null => {
    // Their own effects (which change only when their list of abilities or their name does) and those that began.
    const own: LayerEffect[] = [];
    for (const id of present) {
      const obj = state.objects[id];
      const c = current.get(id);
      if (!obj || !c) continue;
      let mine = ownEffects.get(id);
      if (!mine || mine.abilities !== c.abilities || mine.name !== c.name) {
        mine = { abilities: c.abilities, name: c.name, effects: staticEffectsOf(obj, c) };
        ownEffects.set(id, mine);
      }
      for (const e of mine.effects) {
        if (e.partLayers.includes(layer)) own.push(e);
        const seen = ownSeen.get(id) ?? new Map<string, LayerEffect>();
        seen.set(e.id, e);
        ownSeen.set(id, seen);
      }
    }
    for (const e of started.values()) if (e.partLayers.includes(layer) && !own.some((o) => o.id === e.id)) own.push(e);
    for (const e of own) {
      if (readsBeyondItsObjects(e) || (!selfOnly(e) && !addsPTByFilter(e))) return null;
    }
    const before = basis.candidates.get(layer) ?? [];
    const touched = removedIds.size > 0 || [...oldOwn.values()].some((e) => e.partLayers.includes(layer));
    const stays = (e: LayerEffect) => !removedIds.has(e.id) && !ownEffect(e);
    const kept = touched ? before.filter(stays) : before;
    const arriving = addedResolved.filter((e) => e.partLayers.includes(layer));
    const joining = [...own, ...arriving].sort((a, b) => compareOrder(a.order, b.order));
    if (
      joining.length > 0 &&
      (joining.some(readsBeyondItsObjects) || layer === "2" || layer === "7d" || basis.dependent.has(layer))
    )
      return null;
    const list = joining.length === 0 ? kept : mergeByOrder(kept, joining);
    // Effects of changed objects must not make this layer's order depend on anything (613.8).
    if (!independentOf(own, touched ? kept : before, arriving, layer)) return null;
    candidates.set(layer, list);
    if (present.length === 0) return joining;
    if (!SETTLED_LAYERS.has(layer)) return list;
    // From layer 6 on, only the effects that can reach a changed object are looked at (reach.ts).
    if (!reached) {
      reached = [];
      for (const id of present) {
        const now = current.get(id);
        const then = basis.final.get(id);
        if (now) reached.push(reachedAs(id, now));
        if (then) reached.push(reachedAs(id, then));
      }
    }
    const seen = reached;
    const reaching = before.filter((e) => mayReach(e, view, seen));
    return mergeByOrder(touched ? reaching.filter(stays) : reaching, joining);
  };

  /**
   * The other objects, at the point of the layer system after the 7c effects: what the effects
   * that ended, began or changed add or grant there (their characteristics before it are the
   * basis's); they go through the rest of the stages with the changed objects. False when that
   * can't be done exactly.
   */
  const others = (): boolean => {
    const unchangedIn = (ids: readonly ObjectId[]) => ids.filter((id) => !dirty.has(id) && tail.has(id));
    const deltas = new Map<ObjectId, Delta>();
    const deltaOf = (id: ObjectId) => {
      let d = deltas.get(id);
      if (!d) {
        d = { power: 0, toughness: 0, ungrant: new Set(), grant: [] };
        deltas.set(id, d);
      }
      return d;
    };
    const newestGrant = Math.max(0, ...(basis.candidates.get("6") ?? []).map((e) => e.timestamp));
    // A changed object's effect whose definition and point of view are the same reaches the same
    // other objects, which are unchanged: nothing to take back or add for them.
    const unchanged = new Set<string>();
    for (const e of newOwn.values()) {
      if (!keepsPerspective(e)) continue;
      const key = perspectiveKey(e, view);
      const before = oldOwn.get(e.id);
      if (before && sameStaticEffect(e, before) && basis.keys.get(e.id) === key) unchanged.add(e.id);
      keys.set(e.id, key);
    }
    for (const id of oldOwn.keys()) {
      if (newOwn.has(id)) continue;
      keys.delete(id);
      targets.delete(id);
    }
    const reaching = (o: LayerEffect) => !selfOnly(o) && !unchanged.has(o.id);
    for (const e of [...removedResolved, ...[...oldOwn.values()].filter(reaching)]) {
      const old = basis.targets.get(e.id) ?? [];
      if (!contribute(view, e, unchangedIn(old), -1, deltaOf, newestGrant)) return false;
    }
    for (const e of [...addedResolved, ...[...newOwn.values()].filter(reaching)]) {
      const now = e.locked
        ? e.locked.filter((id) => final.has(id))
        : matching(state, view, e, basis.index, [...unindexed]);
      targets.set(e.id, now);
      if (!contribute(view, e, unchangedIn(now), 1, deltaOf, newestGrant)) return false;
    }
    for (const [id, d] of deltas) {
      const before = tail.get(id);
      if (!before) continue;
      const after: Characteristics = {
        ...before,
        power: before.power === null ? null : before.power + d.power,
        toughness: before.toughness === null ? null : before.toughness + d.toughness,
        abilities:
          d.ungrant.size === 0 && d.grant.length === 0
            ? before.abilities
            : [...before.abilities.filter((a) => a.grantedBy === undefined || !d.ungrant.has(a.grantedBy)), ...d.grant],
      };
      tail.set(id, after);
      current.set(id, after);
    }
    return true;
  };

  // The stages of the layer system (stages.ts), as a re-derivation runs them: the changed objects
  // alone, meeting only the effects chosen for each layer; the others join after the 7c effects.
  const done = runStages({
    copiable: () => {
      // Layer 1 (613.2) for the changed objects.
      const copies = copyEffectsByObject(state, present);
      for (const id of present) {
        const obj = state.objects[id];
        if (!obj) continue;
        const c = copiableValues(state, obj, null, false, copies);
        copiable.set(id, c);
        const mine = { ...c };
        current.set(id, mine);
        final.set(id, mine);
      }
    },
    layer: (layer) => {
      const looked = chosen(layer);
      if (looked === null) return false;
      // The changed objects meet those effects in the layer's order (613.3, 613.7).
      cdaFirst(looked, (group) => applyInOrder(host, layer, group));
      return !declined;
    },
    rule: (stage) => {
      if (stage.step === "counters") {
        // The characteristics after the 7c effects, before counters, are kept for the next re-derivation.
        for (const [id, c] of current) tail.set(id, c);
        if (!others()) return false;
      }
      stage.apply(current, state, null);
      sync();
      return true;
    },
  });
  if (!done) return null;

  const statics = OverlayMap.over(basis.statics);
  for (const id of dirty) statics.set(id, [...(ownSeen.get(id)?.values() ?? [])]);
  const objects = OverlayMap.over(basis.objects);
  for (const id of dirty) {
    const now = state.objects[id];
    if (now) objects.set(id, now);
    else objects.delete(id);
  }
  return {
    final,
    copiable,
    basis: basisOf(
      state,
      { final, copiable, tail },
      { candidates, existed, targets, keys, dependent: basis.dependent },
      {
        index: basis.index,
        unindexed,
        statics,
        objects,
      },
    ),
  };
}

/**
 * 613.8: whether no effect applied in an order the dependency test decided is among those that
 * ended, has a changed object as its source, or applied to one before the change (the order, and
 * what those effects did, may then be another).
 */
function outsideDependencies(basis: Basis, dirty: ReadonlySet<ObjectId>, removed: ReadonlySet<string>): boolean {
  for (const effects of basis.dependent.values()) {
    for (const e of effects) {
      if (removed.has(e.id) || (e.sourceId !== null && dirty.has(e.sourceId))) return false;
      if (basis.targets.get(e.id)?.some((id) => dirty.has(id))) return false;
    }
  }
  return true;
}

interface Delta {
  power: number;
  toughness: number;
  readonly ungrant: Set<string>;
  readonly grant: AbilityInstance[];
}

/** A static effect whose P/T changes reach other objects: its point of view is kept (`perspectiveKey`). */
export function keepsPerspective(e: LayerEffect): boolean {
  return e.origin === "static" && !selfOnly(e) && addsPTByFilter(e);
}

/**
 * What a static effect's set and parts depend on besides its definition and the objects it looks
 * at: its controller, its linked choices (607.2a), what its source is attached to.
 */
export function perspectiveKey(e: LayerEffect, view: LayerView): string {
  const p = perspectiveOf(e, view);
  const source = e.sourceId === null ? undefined : view.state.objects[e.sourceId];
  return JSON.stringify([
    p.controller,
    linkedChoice(view, p, "creatureType") ?? null,
    linkedChoice(view, p, "color") ?? null,
    source?.attachedTo ?? null,
  ]);
}

/** Adds (sign 1) or takes back (-1) what an effect does to these objects; false when it can't be done exactly. */
function contribute(
  view: LayerView,
  e: LayerEffect,
  ids: readonly ObjectId[],
  sign: 1 | -1,
  deltaOf: (id: ObjectId) => Delta,
  newestGrant: number,
): boolean {
  const p = perspectiveOf(e, view);
  for (const [i, part] of e.parts.entries()) {
    const layer = e.partLayers[i];
    if (layer === "6" && part.op === "addAbilities") {
      // 613.7a: grants keep timestamp order; a new grant can only be appended when it is the newest.
      if (sign === 1 && e.timestamp < newestGrant) return false;
      const granted = sign === 1 ? grantedAbilities(part.abilities, { effectId: e.id, timestamp: e.timestamp }) : [];
      for (const id of ids) {
        const d = deltaOf(id);
        if (sign === 1) d.grant.push(...granted);
        else d.ungrant.add(e.id);
      }
      continue;
    }
    if (layer !== "7c" || part.op !== "modifyPT") return false;
    // The same for every object unless an amount reads the object itself (its mana value).
    const same = readsTarget(e, layer) || ids.length === 0 ? null : resolvePart(view, e, part, ids[0] ?? "", p);
    for (const id of ids) {
      const r = same ?? resolvePart(view, e, part, id, p);
      if (r?.op !== "modifyPT" || typeof r.power !== "number" || typeof r.toughness !== "number") return false;
      const d = deltaOf(id);
      d.power += sign * r.power;
      d.toughness += sign * r.toughness;
    }
  }
  return true;
}

/**
 * The objects a filter-based effect applies to, from the characteristics after the layers: the
 * candidates come from the basis's index (the object the filter names, or those of a type or
 * subtype it requires, with its controller when it says "you control"), plus the changed objects.
 */
function matching(
  state: GameState,
  view: LayerView,
  e: LayerEffect,
  index: ReadonlyMap<string, readonly ObjectId[]>,
  changed: readonly ObjectId[],
): ObjectId[] {
  const p = perspectiveOf(e, view);
  const f = e.affects;
  if (!f) return [];
  const named = namedObject(f, e.sourceId, state);
  let candidates: readonly ObjectId[] = state.battlefield;
  if (named !== undefined) candidates = named === null ? [] : [named];
  else {
    const prefix = requiresYouControl(f) && !e.zones.some((z) => z !== "battlefield") ? `${p.controller}\u0000` : "";
    const type = requiredType(f);
    const subtype = requiredSubtype(f, view, p);
    for (const key of [
      type === null ? null : `${prefix}${type}`,
      subtype === null ? null : `${prefix}\u0001${subtype}`,
    ]) {
      const list = key === null ? undefined : index.get(key);
      if (key !== null && (list?.length ?? 0) < candidates.length) candidates = list ?? [];
    }
  }
  const out = new Set(candidates.filter((id) => appliesTo(state, view, e, id, p)));
  for (const id of changed) if (appliesTo(state, view, e, id, p)) out.add(id);
  return [...out];
}

const existKeys = new WeakMap<LayerEffect, Map<Layer, string>>();

/** The key of "this effect existed in this layer" (`${id}@${layer}`), made once per effect and layer. */
export function existKey(e: LayerEffect, layer: Layer): string {
  return memoized(existKeys, e, layer, () => `${e.id}@${layer}`);
}

/** Cheap tests before the filter: the locked set, the zones, a card type the filter requires. */
function mayApply(
  state: GameState,
  current: ReadonlyMap<ObjectId, Characteristics>,
  e: LayerEffect,
  id: ObjectId,
): boolean {
  if (e.locked) return setOf(e.locked).has(id);
  const obj = state.objects[id];
  if (!e.affects || !obj || !e.zones.includes(obj.zone) || obj.status.phasedOut) return false;
  const type = requiredType(e.affects);
  return type === null || current.get(id)?.types.includes(type) === true;
}

function appliesTo(
  state: GameState,
  view: LayerView,
  e: LayerEffect,
  id: ObjectId,
  p: ReturnType<typeof perspectiveOf>,
): boolean {
  if (e.locked) return setOf(e.locked).has(id);
  const obj = state.objects[id];
  if (!e.affects || !obj || !e.zones.includes(obj.zone) || obj.status.phasedOut) return false;
  return matchesFilter(view, id, e.affects, p);
}

/** Keeps the recorded sets of effects whose membership of a changed object differs now. */
function updateTargets(
  targets: OverlayMap<string, readonly ObjectId[]>,
  e: LayerEffect,
  now: ReadonlySet<ObjectId>,
  changed: readonly ObjectId[],
  basis: Basis,
  made: Map<readonly ObjectId[], Map<ReadonlySet<ObjectId>, readonly ObjectId[]>>,
): void {
  const before = basis.targets.get(e.id) ?? [];
  if (changed.every((id) => before.includes(id) === now.has(id))) return;
  targets.set(
    e.id,
    memoized(made, before, now, () => [...before.filter((id) => !changed.includes(id)), ...now]),
  );
}

function hasAbility(current: ReadonlyMap<ObjectId, Characteristics>, e: LayerEffect): boolean {
  const source = e.sourceId === null ? undefined : current.get(e.sourceId);
  return source?.abilities.some((a) => a.key === e.abilityKey) === true;
}

/** The source's abilities were the same at every layer (its ability list was never replaced after layer 1). */
function abilitiesUnchanged(basis: Basis, id: ObjectId): boolean {
  return basis.copiable.get(id)?.abilities === basis.final.get(id)?.abilities;
}

function layerIndex(layer: Layer): number {
  return LAYERS.indexOf(layer);
}

/** An effect that applies only to its own source ("this creature is …"). */
function selfOnly(e: LayerEffect): boolean {
  return e.sourceId !== null && e.locked === null && e.affects !== null && namesSelfOf(e.affects);
}

const selfFilters = new WeakMap<ObjectFilter, boolean>();

function namesSelfOf(f: ObjectFilter): boolean {
  return memoizedFor(selfFilters, f, namesSelf);
}

function namesSelf(f: ObjectFilter): boolean {
  return requiresPart(f, (g) => g.is === "self");
}

/**
 * A static effect that only changes P/T in layer 7c, on objects its filter picks: everything a
 * filter can read but P/T is settled before layer 7c, so the final characteristics answer it.
 */
function addsPTByFilter(e: LayerEffect): boolean {
  if (e.affects === null || !e.parts.every((p, i) => p.op === "modifyPT" && e.partLayers[i] === "7c")) return false;
  const reads = readsByPurpose(e, false);
  return ![...reads.appliesTo, ...reads.does].includes("pt");
}

/** A resolved effect that only grants abilities (layer 6) and changes P/T (7c). */
function onlyAddsOrGrants(e: LayerEffect): boolean {
  return e.parts.every(
    (p: ContinuousPart, i) =>
      (p.op === "modifyPT" && e.partLayers[i] === "7c") ||
      (p.op === "addAbilities" && e.partLayers[i] === "6" && !p.abilities.some((a) => staticForm(a) !== null)),
  );
}

/**
 * The changed objects' effects in this layer keep it in timestamp order: none writes what another
 * effect of the layer reads, or reads what another writes. The others are `staying` (a list of the
 * basis, whose reads and writes are gathered once per list) and `arriving`.
 */
function independentOf(
  own: readonly LayerEffect[],
  staying: readonly LayerEffect[],
  arriving: readonly LayerEffect[],
  layer: Layer,
): boolean {
  if (own.length === 0) return true;
  const gathered = aspectsOfList(staying, layer);
  const othersRead = new Set(gathered.reads);
  const othersWrite = new Set(gathered.writes);
  for (const b of arriving) {
    for (const x of readsOf(b)) othersRead.add(x);
    for (const x of writesInLayer(b, layer)) othersWrite.add(x);
  }
  for (const a of own) {
    const aw = writesInLayer(a, layer);
    const ar = readsOf(a);
    if (aw.some((x) => othersRead.has(x)) || ar.some((x) => othersWrite.has(x))) return false;
    for (const b of own) {
      if (b === a) continue;
      if (aw.some((x) => readsOf(b).includes(x))) return false;
    }
  }
  return true;
}

const listAspects = new WeakMap<
  readonly LayerEffect[],
  Map<Layer, { reads: ReadonlySet<Aspect>; writes: ReadonlySet<Aspect> }>
>();

/** What the effects of a list read, and write in this layer: worked out once per list. */
function aspectsOfList(
  list: readonly LayerEffect[],
  layer: Layer,
): { reads: ReadonlySet<Aspect>; writes: ReadonlySet<Aspect> } {
  return memoized(listAspects, list, layer, () => {
    const reads = new Set<Aspect>();
    const writes = new Set<Aspect>();
    for (const b of list) {
      for (const x of readsOf(b)) reads.add(x);
      for (const x of writesInLayer(b, layer)) writes.add(x);
    }
    return { reads, writes };
  });
}

/** Two lists sorted by order (613.7), merged; on a tie the first list's effect comes first. */
function mergeByOrder(a: readonly LayerEffect[], b: readonly LayerEffect[]): readonly LayerEffect[] {
  if (b.length === 0) return a;
  const out: LayerEffect[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && compareOrder(x.order, y.order) <= 0)) {
      if (x) out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}

const allReads = new WeakMap<LayerEffect, readonly Aspect[]>();

function readsOf(e: LayerEffect): readonly Aspect[] {
  return memoizedFor(allReads, e, allReadsOf);
}

function allReadsOf(e: LayerEffect): readonly Aspect[] {
  const r = readsByPurpose(e, false);
  return [...new Set([...r.existence, ...r.appliesTo, ...r.does])];
}
