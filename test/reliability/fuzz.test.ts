import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { stringify } from "yaml";
import { type CaseReport, DEFAULT_LIMITS } from "../../src/reliability/cases.js";
import { runGuarded } from "../../src/reliability/guarded.js";
import { Rng } from "../../src/reliability/rng.js";
import { fuzzCase, loadCorpus, runFuzzCase } from "../../src/reliability/yamlFuzz.js";

/**
 * Fuzzed input (docs/reliability.md): random and mutated YAML from the project's scenarios, fed
 * to the loader and the runner, must never crash or hang, and always give a valid result or an
 * error with a message. Seeds come from fast-check with a fixed seed (DOPPEL_FC_SEED to explore).
 */
const FC_SEED = Number(process.env.DOPPEL_FC_SEED ?? 707);
const CASES = Number(process.env.DOPPEL_YAML_CASES ?? 600);
/**
 * Per case, a hang bound, not a speed target (speed is `npm run bench`'s): the loader is linear and a
 * run of a (mutated) scenario is at most a few hundred actions, so the fuzzer's wall-time bound
 * (`DEFAULT_LIMITS`, 15 s) leaves room for a shared machine under load (5 s failed at a load of 21).
 */
const LIMIT_MS = DEFAULT_LIMITS.slowMs;

const corpus = loadCorpus();

function explain(reports: readonly CaseReport[]): string {
  return reports
    .filter((r) => r.failure)
    .map(
      (r) =>
        `yaml seed ${r.seed}: ${r.failure?.message}\n  ${r.failure?.detail}\n  replay: npm run fuzz -- --seed ${r.seed} --only yaml`,
    )
    .join("\n");
}

describe("fuzzed scenario files", () => {
  it("uses the project's scenarios as its corpus", () => {
    assert.ok(corpus.length > 20, `only ${corpus.length} scenarios found`);
    assert.ok(corpus.every((c) => !c.file.includes("errors")));
  });

  it(`${CASES} mutated scenarios never crash or hang and always end in a result or an error with a message`, async () => {
    const seeds = fc.sample(fc.integer({ min: 0, max: 0x7fffffff }), { numRuns: CASES, seed: FC_SEED });
    const reports = await runGuarded(
      seeds.map((seed) => ({ mode: "yaml" as const, seed })),
      {
        hangMs: 30_000,
        workers: Math.min(2, availableParallelism()),
        limits: { maxActions: 40, slowMs: LIMIT_MS, cards: "pool" },
      },
    );
    assert.equal(reports.filter((r) => r.failure).length, 0, explain(reports));
  });

  it("mutations reach the runner: some mutated scenarios load and run", () => {
    let ran = 0;
    for (let i = 0; i < 60; i++) {
      const o = runFuzzCase({ ...fuzzCase(new Rng(FC_SEED + i), corpus), viaFile: false }, LIMIT_MS);
      if (o.status !== "invalid") ran++;
    }
    assert.ok(ran >= 10, `only ${ran} of 60 mutated scenarios got past the loader`);
  });

  it("arbitrary text (any unicode, control characters) is refused or run, never a crash", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        const o = runFuzzCase({ how: "arbitrary text", text, viaFile: false }, LIMIT_MS);
        assert.equal(o.failure, null, `${JSON.stringify(text)}: ${o.failure}`);
      }),
      { numRuns: 300, seed: FC_SEED },
    );
  });

  it("arbitrary YAML documents (any structure) are refused or run, never a crash", () => {
    const keys = fc.constantFrom(
      "scenario",
      "setup",
      "steps",
      "expect",
      "battlefield",
      "hand",
      "cast",
      "resolve",
      "card",
      "id",
      "object",
      "x",
      "to",
      "answers",
      "select",
      "players",
      "turn",
    );
    const doc = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.jsonValue({ maxDepth: 1 }),
        tie("map"),
        fc.array(tie("value"), { maxLength: 4 }),
      ),
      map: fc.dictionary(keys, tie("value"), { maxKeys: 5 }),
    }));
    fc.assert(
      fc.property(
        fc.oneof(
          doc.map,
          fc.record({ scenario: fc.string(), setup: doc.map, steps: fc.array(doc.map, { maxLength: 4 }) }),
        ),
        (value) => {
          const text = stringify(value);
          const o = runFuzzCase({ how: "arbitrary document", text, viaFile: false }, LIMIT_MS);
          assert.equal(o.failure, null, `${text}\n→ ${o.failure}`);
        },
      ),
      { numRuns: 200, seed: FC_SEED },
    );
  });

  it("the CLI reports mutated files with exit code 0 or 1, valid --json and no stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "doppel-cli-fuzz-"));
    const cli = join(import.meta.dirname, "..", "..", "src", "cli", "main.js");
    try {
      const files = Array.from({ length: 6 }, (_, i) => {
        const c = fuzzCase(new Rng(FC_SEED * 31 + i), corpus);
        const file = join(dir, `case${i}.yaml`);
        writeFileSync(file, c.bytes ?? c.text);
        return file;
      });
      const r = spawnSync(process.execPath, [cli, "test", "--json", ...files], { encoding: "utf8", timeout: 60_000 });
      assert.ok(r.status === 0 || r.status === 1, `exit code ${r.status}: ${r.stderr}`);
      const report = JSON.parse(r.stdout) as {
        passed: number;
        failed: number;
        results: { status: string; failures: { message: string }[] }[];
      };
      assert.equal(report.results.length, files.length);
      for (const res of report.results) {
        assert.ok(["passed", "failed", "error"].includes(res.status));
        if (res.status !== "passed")
          assert.ok(res.failures.length > 0 && res.failures.every((f) => f.message.length > 0));
      }
      assert.doesNotMatch(`${r.stdout}${r.stderr}`, /\n\s+at .+:\d+:\d+/, "no stack trace");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
