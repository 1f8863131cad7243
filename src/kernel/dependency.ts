import { stronglyConnected } from "./scc.js";
/**
 * Ordering continuous effects of one layer when some depend on others: each effect applies in
 * timestamp order, except that an effect waits until every effect it depends on has applied;
 * effects in a dependency loop apply in timestamp order; dependencies are found anew after each
 * effect applies, because applying one can create or remove a dependency. Both games use this
 * rule (MTG 613.8; Grand Archive, Continuous Effects: Dependencies 2).
 */

/** Why one effect depends on another: applying the other changes its existence, set or result. */
export type DependencyReason = "existence" | "appliesTo" | "whatItDoes";

/** For each effect, the effects it depends on and why. */
export type DependencyMap<E> = Map<E, Map<E, DependencyReason>>;

/** How an effect came to apply out of timestamp order, for explanations. */
export interface OrderNote<E> {
  readonly kind: "waitedFor" | "appliedBefore" | "loop";
  readonly on: readonly { readonly effect: E; readonly reason: DependencyReason }[];
}

/** Timestamp order (MTG 613.7, GA's timestamps): lexicographic over the order keys, a missing key counting as 0. */
export function compareOrder(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Effects that come into existence while the layer applies (an ability granted within it). */
export interface Joining<E> {
  /** Asked after each application: effects not seen before that now exist in this layer. */
  readonly fresh: () => readonly E[];
  /** Timestamp order, to place them among the effects still waiting. */
  readonly order: (a: E, b: E) => number;
}

/**
 * Applies every effect of `effects` (sorted oldest first), one at a time, by calling `apply`.
 * `dependencies` is asked, before each choice, which of the remaining effects depend on which
 * (it may return an empty map when it knows none can). `joining`, when given, adds the effects
 * that begin to exist after an application, in timestamp order.
 */
export function applyInDependencyOrder<E>(
  effects: readonly E[],
  dependencies: (remaining: readonly E[]) => DependencyMap<E>,
  apply: (e: E, note: OrderNote<E> | undefined) => void,
  joining?: Joining<E>,
): void {
  let remaining = [...effects];
  const waited = new Map<E, Map<E, DependencyReason>>();
  const none: DependencyMap<E> = new Map();
  while (remaining.length > 0) {
    const deps = remaining.length > 1 ? dependencies(remaining) : none;
    let next: E | undefined;
    let note: OrderNote<E> | undefined;
    if (deps.size === 0) {
      // Nothing depends on anything: timestamp order; only an earlier wait is worth a note.
      next = remaining[0];
      if (next === undefined) return;
      note = waitedNote(waited.get(next));
    } else {
      const scc = stronglyConnected(remaining, (e) => deps.get(e)?.keys() ?? []);
      const ready = (e: E) => {
        // The components cover exactly the remaining effects: a dependency on one already applied is met.
        for (const d of deps.get(e)?.keys() ?? []) if (scc.has(d) && scc.get(d) !== scc.get(e)) return false;
        return true;
      };
      for (const e of remaining) {
        if (ready(e)) continue;
        const w = waited.get(e) ?? new Map<E, DependencyReason>();
        for (const [d, r] of deps.get(e) ?? []) if (scc.get(d) !== scc.get(e)) w.set(d, r);
        waited.set(e, w);
      }
      next = remaining.find(ready) ?? remaining[0];
      if (next === undefined) return;
      note = noteFor(next, remaining, deps, scc, waited);
    }
    apply(next, note);
    // The list is this loop's own: the applied effect is taken out in place.
    remaining.splice(remaining.indexOf(next), 1);
    if (!joining) continue;
    const fresh = joining.fresh();
    if (fresh.length > 0) remaining = [...remaining, ...fresh].sort(joining.order);
  }
}

function waitedNote<E>(w: Map<E, DependencyReason> | undefined): OrderNote<E> | undefined {
  return w && w.size > 0
    ? { kind: "waitedFor", on: [...w].map(([effect, reason]) => ({ effect, reason })) }
    : undefined;
}

function noteFor<E>(
  e: E,
  remaining: readonly E[],
  deps: DependencyMap<E>,
  scc: Map<E, number>,
  waited: Map<E, Map<E, DependencyReason>>,
): OrderNote<E> | undefined {
  const w = waitedNote(waited.get(e));
  if (w) return w;
  const mine = deps.get(e);
  const loop = mine ? [...mine].filter(([d]) => scc.has(d) && scc.get(d) === scc.get(e)) : [];
  if (loop.length > 0) return { kind: "loop", on: loop.map(([effect, reason]) => ({ effect, reason })) };
  const at = remaining.indexOf(e);
  const before = remaining.filter((o, i) => i < at && deps.get(o)?.has(e));
  if (before.length > 0)
    return {
      kind: "appliedBefore",
      on: before.map((o) => ({ effect: o, reason: deps.get(o)?.get(e) ?? "existence" })),
    };
  return undefined;
}
