/**
 * A seeded pseudo-random generator whose whole state is one 32-bit number kept in the game
 * state (architecture decision 7): the same state and the same answers give the same game.
 * Algorithm: mulberry32 (public domain), chosen for being tiny and well distributed.
 */

/** The next state and a float in [0, 1). */
export function nextRandom(seed: number): { readonly seed: number; readonly value: number } {
  const s = (seed + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { seed: s, value };
}

/** Picks `n` distinct items fairly (each subset equally likely); returns them and the next seed. */
export function pickRandom<T>(
  seed: number,
  items: readonly T[],
  n: number,
): { readonly seed: number; readonly picked: T[] } {
  const pool = [...items];
  const picked: T[] = [];
  let s = seed;
  for (let i = 0; i < n && pool.length > 0; i++) {
    const r = nextRandom(s);
    s = r.seed;
    const at = Math.floor(r.value * pool.length);
    const [item] = pool.splice(at, 1);
    if (item !== undefined) picked.push(item);
  }
  return { seed: s, picked };
}
