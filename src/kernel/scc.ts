/**
 * Tarjan's algorithm: the strongly connected component of each item of a directed graph, as a
 * component number (items of a dependency loop share one). Used for 613.8b-style loops.
 */
export function stronglyConnected<E>(items: readonly E[], edges: (e: E) => Iterable<E>): Map<E, number> {
  const inGraph = new Set(items);
  const index = new Map<E, number>();
  const low = new Map<E, number>();
  const onStack = new Set<E>();
  const stack: E[] = [];
  const component = new Map<E, number>();
  let counter = 0;
  let components = 0;
  const visit = (v: E): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!inGraph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      for (;;) {
        const w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.set(w, components);
        if (w === v) break;
      }
      components++;
    }
  };
  for (const e of items) if (!index.has(e)) visit(e);
  return component;
}
