import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

test("an absurd mana pool in setup is an error with its line, not a hang", () => {
  const file = join(mkdtempSync(join(tmpdir(), "doppel-")), "pool.yaml");
  writeFileSync(file, 'scenario: huge pool\nsetup:\n  manaPool: { Alice: "{999999999999}" }\n');
  const r = runScenarioFile(file);
  assert.equal(r.status, "error");
  assert.equal(r.problems[0]?.code, "schema.numberOutOfRange");
  assert.equal(r.problems[0]?.line, 3);
});
