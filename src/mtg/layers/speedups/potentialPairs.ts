import type { Layer } from "../../abilities/continuous.js";
import { setOf } from "../../../kernel/setOf.js";
import type { ObjectId } from "../../model/object.js";
import type { DependencyHost } from "../dependency.js";
import type { LayerEffect } from "../layerEffect.js";
import { type Aspect, mayChangeWhatItDoes, type Reads, readsByPurpose, writesInLayer } from "../reads.js";
import type { LayerView } from "../view.js";

/** Which of an effect's decisions another effect could change (613.8a), from what they read and write. */
export interface PairChecks {
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
export class PotentialPairs {
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
      for (const [purpose, reads] of [
        ["appliesTo", ia.reads.appliesTo],
        ["does", ia.reads.does],
        ["existence", ia.reads.existence],
      ] as const) {
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
    const checks = {
      existence,
      appliesTo: touches(ib.writes, ia.reads.appliesTo),
      does: touches(ib.writes, ia.reads.does) && mayChangeWhatItDoes(a, b, this.layer),
    };
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
    const fixed =
      b.locked !== null ||
      this.host.isStarted(b) ||
      (reads !== undefined && ![...reads].some((r) => this.layerWrites.has(r)));
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
