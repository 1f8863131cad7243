import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { runCliCase } from "../../src/reliability/cliFuzz.js";
import { Rng } from "../../src/reliability/rng.js";
import { loadCorpus } from "../../src/reliability/yamlFuzz.js";

// Issue 16: the fuzzer's CLI cases (linked directory trees, control characters, large boards).
const corpus = loadCorpus();
const scratch = mkdtempSync(join(tmpdir(), "doppel-cli-fuzz-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe("fuzzed CLI input", () => {
  it("60 cases: every file found once, one tagged line per result, no raw control character, the time limit located", () => {
    const failures: string[] = [];
    const kinds = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const o = runCliCase(new Rng(seed * 32), corpus, scratch, 30_000);
      kinds.add(o.how.split(" ")[0] ?? "");
      if (o.failure !== null) failures.push(`seed ${seed * 32}: ${o.how}: ${o.failure}`);
    }
    assert.deepEqual(failures, []);
    assert.ok(kinds.size >= 3, [...kinds].join(", "));
  });
});
