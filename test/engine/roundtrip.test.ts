import assert from "node:assert/strict";
import { test } from "node:test";
import { derive } from "../../src/mtg/layers/derive.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { scenarioFiles } from "../../src/scenario/files.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";
import { CHARACTERISTIC_KEYS, showCharacteristic } from "../../src/mtg/layers/characteristics.js";

/** Every object's derived characteristics, as comparable text. */
function snapshot(state: GameState): string {
  const d = derive(state, { trace: true });
  const out: Record<string, string[]> = {};
  for (const id of Object.keys(state.objects).sort()) {
    const c = d.get(id);
    out[id] = c ? CHARACTERISTIC_KEYS.map((k) => showCharacteristic(c, k)) : [];
  }
  return JSON.stringify(out);
}

const files = scenarioFiles(["scenarios"], ["scenarios/errors"]);

test("the final state of every scenario round-trips through JSON with identical characteristics", () => {
  for (const file of files) {
    const r = runScenarioFile(file);
    if (!r.final) continue;
    const { state } = r.final;
    const copy = JSON.parse(JSON.stringify(state)) as GameState;
    assert.deepEqual(copy, state, `${file}: state changed through JSON`);
    assert.equal(snapshot(copy), snapshot(state), `${file}: derived characteristics differ after a JSON round trip`);
  }
});

test("derivation from a cold cache equals the memoized one, and running twice gives byte-identical states", () => {
  for (const file of files) {
    const a = runScenarioFile(file);
    const b = runScenarioFile(file);
    if (!a.final || !b.final) continue;
    assert.equal(JSON.stringify(a.final.state), JSON.stringify(b.final.state), `${file}: not deterministic`);
    const memo = derive(a.final.state);
    const cold = derive(a.final.state, { trace: true });
    for (const id of Object.keys(a.final.state.objects)) {
      assert.deepEqual(cold.get(id), memo.get(id), `${file}: ${id} differs between cold and memoized derivation`);
    }
  }
});
