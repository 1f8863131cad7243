/**
 * Name-keyed records (counters by kind, objects by id, cards by name) read and written by their
 * own keys only. A plain `{}` inherits `constructor`, `toString`, `valueOf`, `hasOwnProperty`…
 * from `Object.prototype`, so `record["valueOf"]` is a function before anything is stored under
 * that name, and `record["__proto__"] = x` changes the prototype instead of storing `x`. Player
 * names, counter kinds, ids and card names come from users: any of them may be such a name.
 */

/** The value stored under `key` itself, never one inherited from the prototype. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Stores `value` under `key` as an own, enumerable property (`__proto__` included). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}
