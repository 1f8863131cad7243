import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { doppel } from "./runCli.js";

// Issue 18 item 5: `doppel test --jobs N` runs the files on worker threads, with the report of a serial run.
const dir = mkdtempSync(join(tmpdir(), "doppel-jobs-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => doppel(args, 300_000);

// A failing scenario and one that can't load, beside passing ones and the error fixtures.
writeFileSync(
  join(dir, "fails.yaml"),
  "scenario: fails\nsetup:\n  battlefield: [ { id: bear, card: Grizzly Bears, controller: Alice } ]\nexpect: [ { object: bear, power: 3 } ]\n",
);
writeFileSync(join(dir, "broken.yaml"), "scenario: [\n");
const PATHS = [dir, "scenarios/errors", "scenarios/rules", "scenarios/ga"];

test("--jobs 2 gives the serial run's report, human (with --trace) and JSON, and its exit code", () => {
  for (const format of [["--trace"], ["--json"]]) {
    const serial = run("test", "--jobs", "1", ...format, ...PATHS);
    const parallel = run("test", "--jobs", "2", ...format, ...PATHS);
    assert.equal(serial.status, 1);
    assert.match(serial.stdout, /fails/);
    assert.equal(parallel.status, serial.status);
    assert.equal(parallel.stdout, serial.stdout);
    assert.equal(parallel.stderr, serial.stderr);
  }
});

test("--jobs takes a whole number of threads, at least 1", () => {
  for (const bad of ["0", "1.5", "two"]) {
    const r = run("test", "--jobs", bad, dir);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--jobs .*whole number of worker threads/);
  }
});
