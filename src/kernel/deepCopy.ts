/**
 * A deep copy of plain data (what JSON can hold), faster than `structuredClone` for it. A frozen
 * object can't change, so the copy shares it instead of copying it.
 */
export function deepCopy<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = typeof v === "object" && v !== null ? deepCopy(v) : v;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const v = source[key];
    out[key] = typeof v === "object" && v !== null ? deepCopy(v) : v;
  }
  return out as T;
}

/** Freezes a value and everything in it, so that copies may share it (see `deepCopy`). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
