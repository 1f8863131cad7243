import assert from "node:assert/strict";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { runScenarios } from "../../src/cli/testCommand.js";
import { findScenarioFiles, type WalkFs } from "../../src/scenario/files.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

// Issue 16: a directory that can't be read, and the run's time limit. The tests run as root, who
// reads every directory whatever its mode, so the failure is injected into the walk's readdir.
const root = join("scenarios", "cr", "707");
const denied = join(root, "14");

function denying(path: string): WalkFs {
  return {
    statSync,
    realpathSync,
    readdirSync: (p) => {
      if (p === path) throw Object.assign(new Error(`EACCES: permission denied, scandir '${p}'`), { code: "EACCES" });
      return readdirSync(p);
    },
  };
}

const never = { at: Number.POSITIVE_INFINITY, seconds: 600 };

describe("a directory that can't be read", () => {
  it("is reported once, and the walk goes on with the others", () => {
    const all = findScenarioFiles([root]);
    const found = findScenarioFiles([root], [], denying(denied));
    assert.deepEqual(found.unreadable, [
      { code: "file.unreadable", message: `cannot read the directory ${denied} (permission denied)`, file: denied },
    ]);
    assert.deepEqual(
      found.files,
      all.files.filter((f) => !f.startsWith(`${denied}/`)),
    );
    assert.ok(found.files.length > 0 && found.files.length < all.files.length);
  });

  it("is one error result of `doppel test`, the other scenarios run", () => {
    const results = runScenarios([join(root, "..", "702")], [], never, denying(join(root, "..", "702")));
    assert.deepEqual(
      results.map((r) => [r.file, r.status, r.problems[0]?.code]),
      [[join(root, "..", "702"), "error", "file.unreadable"]],
    );
    const mixed = runScenarios([root], [], never, denying(denied));
    assert.equal(mixed[0]?.status, "error");
    assert.equal(mixed[0]?.file, denied);
    assert.ok(mixed.slice(1).length > 0 && mixed.slice(1).every((r) => r.status === "passed"));
  });
});

describe("the run's time limit", () => {
  const file = join("scenarios", "cr", "707", "707.4-mirage-mirror-until-end-of-turn.yaml");

  it("ends a scenario whose time is up with a located error at the step about to start", () => {
    const r = runScenarioFile(file, { deadline: { at: 0, seconds: 5 } });
    assert.equal(r.status, "error");
    assert.deepEqual(r.problems, [
      {
        code: "run.timeout",
        message: "the run's time limit of 5 s was reached before this step (--timeout)",
        file,
        line: 11,
      },
    ]);
  });

  it("ends a Grand Archive scenario the same way", () => {
    const ga = findScenarioFiles([join("scenarios", "ga")]).files.find(
      (f) => runScenarioFile(f).status === "passed" && /\n\s*steps:\s*\n\s*-/.test(readText(f)),
    );
    assert.ok(ga !== undefined);
    const r = runScenarioFile(ga, { deadline: { at: 0, seconds: 1 } });
    assert.equal(r.status, "error");
    assert.equal(r.problems[0]?.code, "run.timeout");
    assert.equal(typeof r.problems[0]?.line, "number");
  });

  it("changes nothing before it", () => {
    assert.equal(runScenarioFile(file, { deadline: never }).status, "passed");
  });

  it("reports the files not reached as not run", () => {
    const results = runScenarios([file, file], [], { at: 0, seconds: 2 });
    assert.deepEqual(
      results.map((r) => r.problems[0]?.message),
      [
        "not run: the run's time limit of 2 s was reached (--timeout)",
        "not run: the run's time limit of 2 s was reached (--timeout)",
      ],
    );
  });
});

function readText(f: string): string {
  return readFileSync(f, "utf8");
}
