import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyInDependencyOrder, type DependencyMap } from "../../src/kernel/dependency.js";
import { nextRandom, pickRandom } from "../../src/kernel/rng.js";
import { GA_CHARACTERISTIC_KEYS, showGaCharacteristic } from "../../src/ga/layers/characteristics.js";
import { deriveGa } from "../../src/ga/layers/derive.js";
import { EDITIONS } from "../../src/ga/model/edition.js";
import type { GaState } from "../../src/ga/model/state.js";
import { scenarioFiles } from "../../src/scenario/files.js";
import { type GameResult, playScenario } from "../../src/scenario/core.js";
import { GA_RULESET, type GaGame } from "../../src/scenario/ga/ruleset.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { loadScenarioFile } from "../../src/scenario/rulesets/loadFile.js";

/** Loads and runs a Grand Archive scenario file, keeping its final state. */
function runGaScenarioFile(file: string): GameResult<GaGame> {
  const loaded = loadScenarioFile(file, LIBRARY_CATALOG);
  assert.ok(loaded.ok, `${file}: ${JSON.stringify(loaded.ok ? null : loaded.problems)}`);
  const scenario = loaded.value;
  assert.ok(scenario.rules !== "mtg", `${file}: not a Grand Archive scenario`);
  return playScenario(GA_RULESET, scenario);
}

describe("kernel: seeded random generator", () => {
  it("is deterministic and picks distinct items from the pool", () => {
    const items = ["a", "b", "c", "d", "e"];
    const a = pickRandom(42, items, 3);
    const b = pickRandom(42, items, 3);
    assert.deepEqual(a, b);
    assert.equal(new Set(a.picked).size, 3);
    for (const x of a.picked) assert.ok(items.includes(x));
    assert.notEqual(a.seed, 42);
  });
  it("gives values in [0, 1)", () => {
    let seed = 7;
    for (let i = 0; i < 1000; i++) {
      const r = nextRandom(seed);
      assert.ok(r.value >= 0 && r.value < 1);
      seed = r.seed;
    }
  });
});

describe("kernel: dependency ordering", () => {
  it("applies an effect after the newer one it depends on, and says why", () => {
    const order: string[] = [];
    const notes: Record<string, string> = {};
    applyInDependencyOrder(
      ["old", "new"],
      (remaining) => {
        const m: DependencyMap<string> = new Map();
        if (remaining.includes("old") && remaining.includes("new")) m.set("old", new Map([["new", "whatItDoes"]]));
        return m;
      },
      (e, note) => {
        order.push(e);
        if (note) notes[e] = note.kind;
      },
    );
    assert.deepEqual(order, ["new", "old"]);
    assert.equal(notes.new, "appliedBefore");
    assert.equal(notes.old, "waitedFor");
  });
  it("falls back to timestamp order in a loop", () => {
    const order: string[] = [];
    applyInDependencyOrder(
      ["a", "b"],
      (remaining) =>
        new Map(
          remaining.map(
            (e) => [e, new Map(remaining.filter((o) => o !== e).map((o) => [o, "existence" as const]))] as const,
          ),
        ),
      (e) => order.push(e),
    );
    assert.deepEqual(order, ["a", "b"]);
  });
});

describe("editions", () => {
  it("differ where docs/ga-editions.md says they do", () => {
    assert.deepEqual(EDITIONS.ga.objectCopyCarries, []);
    assert.deepEqual(EDITIONS["ga-2025"].objectCopyCarries, ["imbued"]);
    assert.equal(EDITIONS.ga.copiedActivationToken, "stackCard");
    assert.equal(EDITIONS["ga-2025"].copiedActivationToken, "printed");
    assert.equal(EDITIONS.ga.stackModel, "instances");
    assert.equal(EDITIONS["ga-2025"].stackModel, "cards");
    assert.equal(EDITIONS.ga.empoweredIsProperty, true);
    assert.equal(EDITIONS["ga-2025"].empoweredIsProperty, false);
  });
});

/** Every object's derived characteristics, as comparable text. */
function snapshot(state: GaState): string {
  const d = deriveGa(state, { trace: true });
  const out: Record<string, string[]> = {};
  for (const id of Object.keys(state.objects).sort()) {
    const c = d.get(id);
    out[id] = c ? GA_CHARACTERISTIC_KEYS.map((k) => showGaCharacteristic(c, k)) : [];
  }
  return JSON.stringify(out);
}

describe("GA scenarios: plain-data state", () => {
  const files = scenarioFiles(["scenarios/ga"]);
  it("finds the GA scenarios", () => assert.ok(files.length >= 60));
  it("round-trips every final state through JSON with identical characteristics", () => {
    for (const file of files) {
      const r = runGaScenarioFile(file);
      assert.equal(r.status, "passed", `${file}: ${r.status} ${JSON.stringify([...r.problems, ...r.failures])}`);
      if (!r.final) continue;
      const copy = JSON.parse(JSON.stringify(r.final.state)) as GaState;
      assert.deepEqual(copy, r.final.state, `${file}: state changed through JSON`);
      assert.equal(
        snapshot(copy),
        snapshot(r.final.state),
        `${file}: derived characteristics differ after a JSON round trip`,
      );
    }
  });
  it("is deterministic, and memoized derivation equals a cold one", () => {
    for (const file of files) {
      const a = runGaScenarioFile(file);
      const b = runGaScenarioFile(file);
      if (!a.final || !b.final) continue;
      assert.equal(JSON.stringify(a.final.state), JSON.stringify(b.final.state), `${file}: not deterministic`);
      const memo = deriveGa(a.final.state);
      const cold = deriveGa(a.final.state, { trace: true });
      for (const id of Object.keys(a.final.state.objects))
        assert.deepEqual(cold.get(id), memo.get(id), `${file}: ${id}`);
    }
  });
});
