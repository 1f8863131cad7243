/**
 * A value worked out once per pair of keys, the first an object: kept while that object lives (at
 * most `most` values per object; beyond, its values are forgotten and worked out again).
 */
export function memoized<A extends object, B, V>(store: WeakMap<A, Map<B, V>>, a: A, b: B, make: () => V, most = Number.POSITIVE_INFINITY): V {
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
