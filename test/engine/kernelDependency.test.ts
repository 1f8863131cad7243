import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyInDependencyOrder, compareOrder, type DependencyMap } from "../../src/kernel/dependency.js";

/** Effects as [name, timestamp]: the kernel's loop with effects that begin to exist while the layer applies (MTG 613.8c, 611.3). */
describe("kernel: effects joining a layer", () => {
  it("places an effect that begins to exist after an application in timestamp order among those waiting", () => {
    const order: string[] = [];
    const joined = new Set<string>();
    const ts: Record<string, number[]> = { a: [1], b: [3], c: [2] };
    applyInDependencyOrder(
      ["a", "b"],
      () => new Map(),
      (e) => order.push(e),
      {
        fresh: () => {
          // Applying "a" grants the ability whose effect is "c" (timestamp between a's and b's).
          if (!order.includes("a") || joined.has("c")) return [];
          joined.add("c");
          return ["c"];
        },
        order: (x, y) => compareOrder(ts[x] ?? [], ts[y] ?? []),
      },
    );
    assert.deepEqual(order, ["a", "c", "b"]);
  });

  it("keeps an effect's wait in its note when nothing depends on anything any more", () => {
    const notes: Record<string, string | undefined> = {};
    applyInDependencyOrder(
      ["old", "mid", "new"],
      (remaining) => {
        const m: DependencyMap<string> = new Map();
        if (remaining.includes("new")) m.set("old", new Map([["new", "appliesTo"]]));
        return m;
      },
      (e, note) => {
        notes[e] = note?.kind;
      },
    );
    // "old" waited for "new"; after "new" applied nothing depends on anything, and its note still says why it waited.
    assert.equal(notes.old, "waitedFor");
    assert.equal(notes.mid, undefined);
    assert.equal(notes.new, "appliedBefore");
  });

  it("orders by timestamp, a missing key counting as 0", () => {
    assert.ok(compareOrder([1, 2], [1, 3]) < 0);
    assert.equal(compareOrder([1], [1, 0]), 0);
    assert.ok(compareOrder([2], [1, 9]) > 0);
  });
});
