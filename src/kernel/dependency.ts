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

/**
 * Applies every effect of `effects` (sorted oldest first), one at a time, by calling `apply`.
 * `dependencies` is asked, before each choice, which of the remaining effects depend on which.
 */
export function applyInDependencyOrder<E>(
  effects: readonly E[],
  dependencies: (remaining: readonly E[]) => DependencyMap<E>,
  apply: (e: E, note: OrderNote<E> | undefined) => void,
): void {
  let remaining = [...effects];
  const waited = new Map<E, Map<E, DependencyReason>>();
  while (remaining.length > 0) {
    const deps: DependencyMap<E> = remaining.length > 1 ? dependencies(remaining) : new Map();
    const scc = stronglyConnected(remaining, (e) => deps.get(e)?.keys() ?? []);
    const ready = (e: E) => [...(deps.get(e)?.keys() ?? [])].every((d) => !remaining.includes(d) || scc.get(d) === scc.get(e));
    for (const e of remaining) {
      if (ready(e)) continue;
      const w = waited.get(e) ?? new Map<E, DependencyReason>();
      for (const [d, r] of deps.get(e) ?? []) if (scc.get(d) !== scc.get(e)) w.set(d, r);
      waited.set(e, w);
    }
    const next = remaining.find(ready) ?? remaining[0];
    if (next === undefined) return;
    apply(next, noteFor(next, remaining, deps, scc, waited));
    remaining = remaining.filter((e) => e !== next);
  }
}

function noteFor<E>(
  e: E,
  remaining: readonly E[],
  deps: DependencyMap<E>,
  scc: Map<E, number>,
  waited: Map<E, Map<E, DependencyReason>>,
): OrderNote<E> | undefined {
  const w = waited.get(e);
  if (w && w.size > 0) return { kind: "waitedFor", on: [...w].map(([effect, reason]) => ({ effect, reason })) };
  const mine = deps.get(e);
  const loop = mine ? [...mine].filter(([d]) => remaining.includes(d) && scc.get(d) === scc.get(e)) : [];
  if (loop.length > 0) return { kind: "loop", on: loop.map(([effect, reason]) => ({ effect, reason })) };
  const at = remaining.indexOf(e);
  const before = remaining.filter((o, i) => i < at && deps.get(o)?.has(e));
  if (before.length > 0) return { kind: "appliedBefore", on: before.map((o) => ({ effect: o, reason: deps.get(o)?.get(e) ?? "existence" })) };
  return undefined;
}
