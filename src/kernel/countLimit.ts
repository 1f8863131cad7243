import { own, setOwn } from "./records.js";

/**
 * The most counters of one kind an object keeps, and the loader's limit for every count it reads
 * (MAX_NUMBER in src/scenario/schema.ts). Replacement effects multiply what is put (Doubling Season
 * doubles it, 616.1 applies each), so a count could otherwise grow past any bound: 60 doublers
 * make 1.15e24, 1,100 make Infinity, and Infinity minus Infinity is NaN. Magic's numbers are
 * integers (107.1); the engine keeps them finite, below this limit, and logs where it stops.
 */
export const MAX_COUNTERS = 1_000_000;

/** `n` brought into 0..MAX_COUNTERS (NaN counts as 0). */
export function clampCount(n: number): number {
  if (!(n > 0)) return 0;
  return n > MAX_COUNTERS ? MAX_COUNTERS : Math.floor(n);
}

/** A count for a log note: the number, or words when it is beyond exact integers (1.15e24, Infinity). */
export function countText(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : "more than 2^53";
}

/**
 * Adds `n` (negative to remove) to the count of `kind` in a counters record, kept in
 * 0..MAX_COUNTERS; a count of 0 is deleted. Returns the count after and the one the change asked
 * for: they differ when the limit was reached, which the caller logs.
 */
export function addToCount(
  counters: Record<string, number>,
  kind: string,
  n: number,
): { after: number; wanted: number } {
  const wanted = (own(counters, kind) ?? 0) + n;
  const after = clampCount(wanted);
  if (after > 0) setOwn(counters, kind, after);
  else delete counters[kind];
  return { after, wanted };
}

/** The log note for a count that reached the limit. */
export function limitNote(holder: string, kind: string, wanted: number): string {
  return `${holder} keeps ${MAX_COUNTERS} ${kind} counters, the engine's limit (it would have had ${countText(wanted)})`;
}
