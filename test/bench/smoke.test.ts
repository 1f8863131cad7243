import assert from "node:assert/strict";
import { test } from "node:test";
import { join } from "node:path";
import { type BenchResult, formatResult, measureScenarios, runBench } from "../../bench/run.js";

const BOARDS = ["B1", "B2", "B3", "B4"] as const;
const RATIOS = [
  "B2fullMs",
  "B2fullOverFloor",
  "B2singleChangeOverFull",
  "B4perObjectOverB1perObject",
  "B3fullMs",
  "B2snapshotMs",
] as const;
const TARGETS = [...RATIOS, "scenariosPerSecond"] as const;

function isStats(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<string, unknown>;
  return ["median", "min", "max", "runs"].every((k) => typeof s[k] === "number" && Number.isFinite(s[k]));
}

// Shape only: timings depend on the machine and are never asserted.
test("the quick benchmark runs every board and reports the documented shape", async () => {
  const r: BenchResult = await runBench({ quick: true, log: () => {} });
  const json = JSON.parse(JSON.stringify(r)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(json.boards as object).sort(), [...BOARDS]);
  for (const name of BOARDS) {
    const b = r.boards[name];
    assert.equal(b.error, null, `${name}: ${b.error}`);
    assert.equal(typeof b.objects, "number", `${name}.objects`);
    assert.ok((b.objects ?? 0) > 0, `${name} has objects`);
    assert.equal(typeof b.effects, "number", `${name}.effects`);
    for (const m of ["floor", "full", "singleChange", "snapshot", "serialize"] as const)
      assert.ok(isStats(b[m]), `${name}.${m} is {median, min, max, runs}`);
    for (const c of ["counterAdded", "staticEnters", "copyBegins", "effectEnds"] as const)
      assert.ok(isStats(b.singleChanges[c]), `${name}.singleChanges.${c}`);
    assert.equal(typeof b.bytesPerState, "number", `${name}.bytesPerState`);
    assert.ok(b.bytesPerStateMethod === "heap" || b.bytesPerStateMethod === "json");
    assert.equal(typeof b.fullOverFloor, "number", `${name}.fullOverFloor`);
  }
  assert.equal(typeof r.scenariosPerSecond, "number");
  assert.ok(r.scenarios.files > 0);
  for (const k of RATIOS) assert.ok(k in r.ratios, `ratios.${k}`);
  for (const k of TARGETS) {
    const t = r.targets[k];
    assert.ok(t, `targets.${k}`);
    assert.equal(typeof t.limit, "number");
    assert.equal(typeof t.ok, "boolean");
    assert.ok(t.value === null || typeof t.value === "number");
  }
  assert.ok(r.cli, "cli: doppel test of one scenario");
  for (const run of [r.cli.libraryScenario, r.cli.poolScenario]) assert.equal(typeof run.wallMs, "number");
  assert.match(r.boards.B4.description ?? "", /^200 players;/, "B4 is dealt among 200 players (issue 18 item 6)");
  assert.ok(r.search, "search: nodes and self-play");
  assert.ok(isStats(r.search.node), "search.node");
  assert.ok(r.search.selfPlay.actions > 0, "search.selfPlay.actions");
  for (const k of ["searchNodeMs", "selfPlayActionsPerSecond"]) assert.equal(typeof r.targets[k]?.ok, "boolean", k);
  const text = formatResult(r);
  for (const name of BOARDS) assert.match(text, new RegExp(`^${name} `, "m"));
  assert.match(text, /^Search \(issue 18\)/m);
});

test("the --b4-players experiment deals B4 among that many players and says so", async () => {
  const r: BenchResult = await runBench({ quick: true, only: ["B4"], b4Players: 20, log: () => {} });
  assert.equal(r.b4Players, 20);
  assert.match(r.boards.B4.description ?? "", /^20 players;/);
  assert.match(formatResult(r), /B4 dealt among 20 players/);
});

test("the scenarios' throughput on the worker pool counts what a serial run counts", async () => {
  const root = join(process.cwd(), "scenarios", "showcase");
  const serial = await measureScenarios(true, 1, root);
  const pooled = await measureScenarios(true, 2, root);
  assert.ok(serial.files > 0);
  assert.equal(pooled.jobs, 2);
  assert.deepEqual(
    [pooled.files, pooled.passed, pooled.failed, pooled.errors],
    [serial.files, serial.passed, serial.failed, serial.errors],
  );
});
