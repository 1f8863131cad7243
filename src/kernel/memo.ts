/**
 * A value worked out once per key object, kept while that object lives. `make` gets the key and
 * never returns undefined; give a function made once (not a new closure per call: lookups are hot).
 */
export function memoizedFor<K extends object, V>(store: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let v = store.get(key);
  if (v === undefined) {
    v = make(key);
    store.set(key, v);
  }
  return v;
}

/** Where values are kept by their first key: a `WeakMap` keeps them while that key (an object) lives. */
export interface MemoStore<A, B, V> {
  get(a: A): Map<B, V> | undefined;
  set(a: A, byB: Map<B, V>): unknown;
}

/**
 * A value worked out once per pair of keys (at most `most` values per first key; beyond, its
 * values are forgotten and worked out again).
 */
export function memoized<A, B, V>(
  store: MemoStore<A, B, V>,
  a: A,
  b: B,
  make: () => V,
  most = Number.POSITIVE_INFINITY,
): V {
  let byB = store.get(a);
  if (!byB) {
    byB = new Map();
    store.set(a, byB);
  }
  let v = byB.get(b);
  if (v === undefined) {
    if (byB.size >= most) byB.clear();
    v = make();
    byB.set(b, v);
  }
  return v;
}
