const sets = new WeakMap<readonly unknown[], ReadonlySet<unknown>>();

/** The set of an array that is never changed (affected sets, locked sets): made once per array. */
export function setOf<T>(items: readonly T[]): ReadonlySet<T> {
  let set = sets.get(items) as ReadonlySet<T> | undefined;
  if (!set) {
    set = new Set(items);
    sets.set(items, set);
  }
  return set;
}
