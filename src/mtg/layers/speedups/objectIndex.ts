import type { Layer } from "../../abilities/continuous.js";
import type { ObjectId } from "../../model/object.js";
import type { GameState } from "../../model/state.js";
import type { Characteristics } from "../characteristics.js";
import type { Perspective } from "../evaluate.js";
import { filterStem, namedObject, requiredSubtype, requiredType, requiresYouControl } from "../filterShape.js";
import type { LayerEffect } from "../layerEffect.js";
import { type Aspect, readsByPurpose, somePTAmount, variesWithOthers } from "../reads.js";
import type { LayerView } from "../view.js";

const LAYERS_AFTER_4: ReadonlySet<Layer> = new Set<Layer>(["5", "6", "7a", "7b", "7c", "7d"]);

/**
 * The indexes and memo tables of one derivation: they only narrow which objects a filter is
 * tried on and remember answers while what they depend on is unchanged; the filter still decides.
 */
export class ObjectIndex {
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

  constructor(
    private readonly state: GameState,
    private readonly chars: ReadonlyMap<ObjectId, Characteristics>,
  ) {}

  /** Every object's id, once per derivation. */
  ids(): readonly ObjectId[] {
    this.allIds ??= Object.keys(this.state.objects);
    return this.allIds;
  }

  /** Records that characteristics of this aspect changed on the real view. */
  wrote(aspects: readonly Aspect[]): void {
    for (const a of aspects) this.aspectVersion.set(a, (this.aspectVersion.get(a) ?? 0) + 1);
  }

  /** A locked set's objects that still exist (the same in every view of one derivation). */
  present(e: LayerEffect): readonly ObjectId[] {
    let ids = this.lockedPresent.get(e.id);
    if (!ids) {
      ids = (e.locked ?? []).filter((id) => this.chars.has(id));
      this.lockedPresent.set(e.id, ids);
    }
    return ids;
  }

  /**
   * The effect's set on the real view, seen by this controller, when known: effects with the same
   * filter stem (filter, zones, and the source only if the filter reads it) share it, and it is
   * valid while no aspect its filter reads has been written since it was remembered.
   */
  knownAffected(e: LayerEffect, controller: string): readonly ObjectId[] | undefined {
    const cached = this.affectedCache.get(filterStem(e))?.get(controller);
    return cached && cached.key === this.versionKey(e) ? cached.ids : undefined;
  }

  /** Remembers the effect's set on the real view, seen by this controller. */
  rememberAffected(e: LayerEffect, controller: string, ids: readonly ObjectId[]): void {
    const stem = filterStem(e);
    let byController = this.affectedCache.get(stem);
    if (!byController) {
      byController = new Map();
      this.affectedCache.set(stem, byController);
    }
    byController.set(controller, { key: this.versionKey(e), ids });
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

  /**
   * The objects an effect's filter could match, from the indexes: the one object a filter names
   * ("enchanted creature", "this"), its player's objects when it is scoped to one, the battlefield
   * for a battlefield-only effect, and, from layer 5 on (types are settled in layer 4), only
   * objects of a card type or subtype its filter requires. The smaller list is scanned; the filter
   * still decides.
   */
  candidatesFor(
    e: LayerEffect,
    p: Perspective,
    layer: Layer,
    scope: string | null,
    view: LayerView,
  ): readonly ObjectId[] {
    const f = e.affects;
    if (!f) return [];
    const named = namedObject(f, p.sourceId, this.state);
    if (named !== undefined) return named === null ? [] : [named];
    let best: readonly ObjectId[] =
      scope !== null
        ? (this.controllerIndex().get(scope) ?? [])
        : e.zones.length === 1 && e.zones[0] === "battlefield"
          ? this.state.battlefield
          : this.ids();
    if (!LAYERS_AFTER_4.has(layer)) return best;
    const prefix = scope !== null ? `${scope}\u0000` : "";
    const type = requiredType(f);
    if (type !== null) {
      const byType = this.typeIndex().get(`${prefix}${type}`) ?? [];
      if (byType.length < best.length) best = byType;
    }
    const subtype = requiredSubtype(f, view, p);
    if (subtype !== null) {
      const bySubtype = this.typeIndex().get(`${prefix}\u0001${subtype}`) ?? [];
      if (bySubtype.length < best.length) best = bySubtype;
    }
    return best;
  }

  /** Objects by card type, from layer 5 on (613.1d: types are settled in layer 4). */
  typeIndex(): Map<string, ObjectId[]> {
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
   * The player whose objects alone this effect touches or reads, from layer 3 on: a set (`set`:
   * its started or locked one) under one controller, or a static effect whose filter says "you
   * control" and which counts nothing else. Null when it may touch anything (and in layer 2,
   * where control changes).
   */
  scope(e: LayerEffect, layer: Layer, set: readonly ObjectId[] | null): string | null {
    if (layer === "2") return null;
    const known = this.scopes.get(e.id);
    if (known !== undefined) return known;
    const scope = this.computeScope(e, set);
    this.scopes.set(e.id, scope);
    return scope;
  }

  private computeScope(e: LayerEffect, set: readonly ObjectId[] | null): string | null {
    if (set) {
      const owners = new Set(set.map((id) => this.chars.get(id)?.controller));
      const [only] = owners;
      return owners.size === 1 && only !== undefined ? only : null;
    }
    if (!e.affects || e.condition || !e.sourceId || !requiresYouControl(e.affects)) return null;
    if (somePTAmount(e, null, variesWithOthers)) return null; // it counts others' objects too
    return this.chars.get(e.sourceId)?.controller ?? null;
  }
}
