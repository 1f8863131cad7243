import type { CardDef } from "../../model/card.js";
import {
  decodeCard,
  type PoolCard,
  type PoolCardJson,
  type PoolIndexJson,
  type Ruling,
  type RulingJson,
} from "./format.js";
import { nameKey } from "./nameKey.js";

/**
 * Where a pool's files come from. The engine never reads files itself (the browser-safe core):
 * the node side gives a source over a folder (src/scenario/poolFiles.ts), a test one over memory.
 * Each method may throw; the pool turns that into its `problem`.
 */
export interface PoolSource {
  /** What problems name: the folder or file the pool was read from. */
  readonly origin: string;
  index(): PoolIndexJson;
  shard(n: number): readonly PoolCardJson[];
  rulings(n: number): readonly (readonly RulingJson[])[];
}

/** One card of the index: its number, English name and every name it is found by, folded. */
export interface PoolEntry {
  readonly number: number;
  readonly name: string;
  /** Its French name (the card's, or the front face's), if any. */
  readonly nameFr: string | undefined;
  /** Every name of the card (English and French, faces too) by `nameKey`, joined by "\n". */
  readonly keys: string;
}

interface Loaded {
  readonly index: PoolIndexJson;
  readonly byKey: ReadonlyMap<string, number>;
}

/**
 * A card pool read lazily from a source: the name index on the first lookup, a shard of cards
 * when one of its cards is first asked for, and a card's definition (its abilities compiled from
 * its Oracle text, or its hand-written definition) on first use, then cached.
 */
export class CardPool {
  private loaded: Loaded | null = null;
  private listed: readonly PoolEntry[] | null = null;
  private failure: string | undefined;
  private readonly shards = new Map<number, readonly PoolCardJson[]>();
  private readonly rulingShards = new Map<number, readonly (readonly RulingJson[])[]>();
  private readonly built = new Map<number, CardDef>();

  constructor(
    private readonly source: PoolSource,
    /** Builds a card's definition from its printed data (compiles its Oracle text, or takes its override). */
    private readonly build: (card: PoolCard) => CardDef,
  ) {}

  get origin(): string {
    return this.source.origin;
  }

  /** Why the pool could not be read (it then holds no card), if it could not. */
  get problem(): string | undefined {
    this.load();
    return this.failure;
  }

  private load(): Loaded {
    if (this.loaded) return this.loaded;
    let index: PoolIndexJson = { format: "doppel-pool/1", source: "", shardSize: 1, names: [], french: [] };
    try {
      index = this.source.index();
    } catch (e) {
      this.failure = `${this.source.origin}: ${e instanceof Error ? e.message : String(e)}`;
    }
    const byKey = new Map<string, number>();
    // English card names first, then English face names, then French names: an English name wins (as in the library).
    index.names.forEach((names, i) => {
      setOnce(byKey, names[0] ?? "", i);
    });
    index.names.forEach((names, i) => {
      for (const n of names.slice(1)) setOnce(byKey, n, i);
    });
    index.french.forEach((names, i) => {
      for (const n of names) setOnce(byKey, n, i);
    });
    this.loaded = { index, byKey };
    return this.loaded;
  }

  /** Every card of the pool, in index order (by English name); built on first use (searches). */
  entries(): readonly PoolEntry[] {
    if (this.listed) return this.listed;
    const { index } = this.load();
    this.listed = index.names.map((names, i) => {
      const all = [...names, ...(index.french[i] ?? [])];
      return { number: i, name: names[0] ?? "", nameFr: index.french[i]?.[0], keys: all.map(nameKey).join("\n") };
    });
    return this.listed;
  }

  /** The number of the card named `name` (English or French, card or face, case and accents ignored). */
  numberOf(name: string): number | undefined {
    return this.load().byKey.get(nameKey(name));
  }

  /** Card `n`'s printed data (English and French), without compiling anything. */
  printed(n: number): PoolCard | undefined {
    const { shardSize } = this.load().index;
    const json = this.shard(Math.floor(n / shardSize))[n % shardSize];
    return json ? decodeCard(json) : undefined;
  }

  /** Card `n` as the engine plays it, built on first use. */
  card(n: number): CardDef | undefined {
    const cached = this.built.get(n);
    if (cached) return cached;
    const printed = this.printed(n);
    if (!printed) return undefined;
    const def = this.build(printed);
    this.built.set(n, def);
    return def;
  }

  find(name: string): CardDef | undefined {
    const n = this.numberOf(name);
    return n === undefined ? undefined : this.card(n);
  }

  /** Card `n`'s official rulings, oldest first. */
  rulings(n: number): readonly Ruling[] {
    const { shardSize } = this.load().index;
    const s = Math.floor(n / shardSize);
    let shard = this.rulingShards.get(s);
    if (!shard) {
      shard = this.read(() => this.source.rulings(s), []);
      this.rulingShards.set(s, shard);
    }
    return (shard[n % shardSize] ?? []).map(([date, text]) => ({ date, text }));
  }

  private shard(s: number): readonly PoolCardJson[] {
    let shard = this.shards.get(s);
    if (!shard) {
      shard = this.read(() => this.source.shard(s), []);
      this.shards.set(s, shard);
    }
    return shard;
  }

  private read<T>(f: () => T, fallback: T): T {
    try {
      return f();
    } catch (e) {
      this.failure ??= `${this.source.origin}: ${e instanceof Error ? e.message : String(e)}`;
      return fallback;
    }
  }
}

function setOnce(map: Map<string, number>, name: string, n: number): void {
  const key = nameKey(name);
  if (key !== "" && !map.has(key)) map.set(key, n);
}
