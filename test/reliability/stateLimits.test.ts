import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MAX_COUNTERS } from "../../src/kernel/countLimit.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { validateState } from "../../src/mtg/model/stateSchema.js";
import { checkState } from "../../src/reliability/invariants.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { loadScenarioFile } from "../../src/scenario/rulesets/loadFile.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";
import { handleExport } from "../../src/web/session.js";
import { writable } from "../../src/mtg/model/writableObject.js";

/** Alice's Triskelion resolves with `seasons` Doubling Seasons on her side. */
function seasons(n: number): string {
  const board = Array.from({ length: n }, () => "    - { card: Doubling Season, controller: Alice }").join("\n");
  return `scenario: seasons\nsetup:\n  battlefield:\n${board}\n  hand:\n    Alice: [ { id: trisk, card: Triskelion } ]\nsteps:\n  - cast: trisk\n  - resolve: 1\n`;
}

function finalState(yaml: string): GameState {
  const parsed = parseScenario(yaml, "test.yaml", LIBRARY_CATALOG);
  if (!parsed.ok) assert.fail(parsed.problems.map((p) => p.message).join("; "));
  const r = runScenario(parsed.value);
  if (!r.final || r.status === "error") assert.fail(r.problems.map((p) => p.message).join("; "));
  return r.final.state;
}

describe("state limits (docs/reliability.md, State limits)", () => {
  it("stops counters at the limit with a log note citing 107.1, and the state keeps every invariant", () => {
    const state = finalState(seasons(60));
    const trisk = Object.values(state.objects).find((o) => o.card === "Triskelion");
    assert.equal(trisk?.counters["+1/+1"], MAX_COUNTERS);
    const note = state.log.find((e) => e.rule === "107.1");
    assert.match(
      note?.detail ?? "",
      /keeps 1000000 \+1\/\+1 counters, the engine's limit \(it would have had more than 2\^53\)/,
    );
    assert.deepEqual(checkState(state), []);
  });

  // A scenario file kept out of scenarios/ because its 1,025 permanents make it the suite's slowest
  // by far (about 1 s): it would dominate the benchmark's scenario throughput and the fuzz corpus.
  it("keeps counts finite with 1,024 Doubling Seasons (2^1024 is Infinity), so a -1/-1 counter leaves a 1/1 (704.5q)", () => {
    const loaded = loadScenarioFile(
      "test/fixtures/107.1-a-thousand-doubling-seasons-keep-counts-finite.yaml",
      LIBRARY_CATALOG,
    );
    if (!loaded.ok) assert.fail(loaded.problems.map((p) => p.message).join("; "));
    const r = runScenario(loaded.value);
    assert.equal(r.status, "passed", JSON.stringify([...r.problems, ...r.failures]));
    assert.ok(r.final, "a passed scenario keeps its final state");
    assert.deepEqual(checkState(r.final.state), []);
  });

  it("rejects a state holding NaN or Infinity, in a strict record or anywhere else", () => {
    const state = finalState(seasons(0));
    const trisk = Object.values(state.objects).find((o) => o.card === "Triskelion");
    assert.ok(trisk);
    writable(state, trisk).counters["+1/+1"] = Number.POSITIVE_INFINITY;
    assert.match(validateState(state).join("; "), /counters\.\+1\/\+1: a number that is not finite/);
    writable(state, trisk).counters["+1/+1"] = MAX_COUNTERS + 1;
    assert.match(validateState(state).join("; "), /counters\.\+1\/\+1/);
    writable(state, trisk).counters["+1/+1"] = 1;
    Reflect.set(state, "extra", Number.NaN);
    assert.match(validateState(state).join("; "), /not finite/);
  });

  it("exports a board past the old limits as a file that loads and passes again", () => {
    const out = handleExport(seasons(20), true);
    assert.equal(out.note, null);
    assert.match(out.yaml, /1000000/);
    const parsed = parseScenario(out.yaml, "exported.yaml", LIBRARY_CATALOG);
    if (!parsed.ok) assert.fail(parsed.problems.map((p) => p.message).join("; "));
    assert.equal(runScenario(parsed.value).status, "passed");
  });
});
