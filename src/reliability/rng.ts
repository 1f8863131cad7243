/**
 * A small seeded pseudo-random generator (mulberry32): the whole state is one 32-bit integer, so
 * a generator can be copied exactly (`fork`) and a run replays from its seed.
 */
export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed | 0;
  }

  /** The generator's state, to copy it or to write it in a report. */
  get state(): number {
    return this.s;
  }

  /** A copy that will produce the same numbers as this one from now on. */
  fork(): Rng {
    return new Rng(this.s);
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** An integer in [0, n); 0 when n <= 0. */
  int(n: number): number {
    return n <= 0 ? 0 : Math.floor(this.float() * n);
  }

  /** An integer in [min, max] (inclusive). */
  range(min: number, max: number): number {
    return max < min ? min : min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  /** A uniformly chosen element; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined {
    return items[this.int(items.length)];
  }

  /** An element chosen with the given weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T | undefined {
    const total = weights.reduce((a, b) => a + Math.max(0, b), 0);
    if (total <= 0) return this.pick(items);
    let x = this.float() * total;
    for (let i = 0; i < items.length; i++) {
      x -= Math.max(0, weights[i] ?? 0);
      if (x < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** A random subset (each element kept with probability p), in the original order. */
  subset<T>(items: readonly T[], p = 0.5): T[] {
    return items.filter(() => this.chance(p));
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

/** Derives a well-mixed 32-bit seed from a base seed and an index (for "case i of run s"). */
export function mixSeed(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
