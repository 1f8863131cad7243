import { memoizedFor } from "./memo.js";

const sets = new WeakMap<readonly unknown[], ReadonlySet<unknown>>();

/** The set of an array that is never changed (affected sets, locked sets): made once per array. */
export function setOf<T>(items: readonly T[]): ReadonlySet<T> {
  return memoizedFor(sets, items, newSet) as ReadonlySet<T>;
}

function newSet(items: readonly unknown[]): ReadonlySet<unknown> {
  return new Set(items);
}
