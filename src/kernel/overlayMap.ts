/** What readers of a map need: lookups only. */
export interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
}

const GONE = Symbol("gone");

/**
 * A map made of changes over another map, which it never changes: making one costs nothing,
 * whatever the size of the map below. After a few layers the changes are flattened into a plain
 * map, so lookups stay short.
 */
export class OverlayMap<K, V> implements Lookup<K, V> {
  /** The entries written here, and what reads found below (the maps below never change: the next read of the key stops here). */
  private readonly own = new Map<K, V | typeof GONE>();
  /** The keys written here (set or deleted), apart from those only read. */
  private readonly written = new Set<K>();

  private constructor(
    private readonly base: ReadonlyMap<K, V> | OverlayMap<K, V>,
    private readonly depth: number,
  ) {}

  /** A map over `base`: reads fall through to it, writes stay here. */
  static over<K, V>(base: ReadonlyMap<K, V> | OverlayMap<K, V>): OverlayMap<K, V> {
    if (base instanceof OverlayMap) {
      return base.depth >= MAX_DEPTH ? new OverlayMap(base.toMap(), 0) : new OverlayMap(base, base.depth + 1);
    }
    return new OverlayMap(base, 0);
  }

  get(key: K): V | undefined {
    const v = this.own.get(key);
    if (v === GONE) return undefined;
    if (v !== undefined) return v;
    const below = this.base.get(key);
    this.own.set(key, below === undefined ? GONE : below);
    return below;
  }

  has(key: K): boolean {
    const v = this.own.get(key);
    if (v === GONE) return false;
    return v !== undefined || this.base.has(key);
  }

  set(key: K, value: V): this {
    this.own.set(key, value);
    this.written.add(key);
    return this;
  }

  delete(key: K): void {
    this.own.set(key, GONE);
    this.written.add(key);
  }

  /** A plain map with the same entries (a new one: the caller may change it). */
  toMap(): Map<K, V> {
    const out = this.base instanceof OverlayMap ? this.base.toMap() : new Map(this.base);
    for (const k of this.written) {
      const v = this.own.get(k);
      if (v === GONE || v === undefined) out.delete(k);
      else out.set(k, v);
    }
    return out;
  }
}

/** Overlays over overlays before one is flattened. */
const MAX_DEPTH = 8;
