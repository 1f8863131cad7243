import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { Problem } from "../../src/kernel/problem.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { keyDifference, MAX_ECHO, quote } from "../../src/scenario/quote.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

function problems(text: string): readonly Problem[] {
  const r = parseScenario(text, "test.yaml", LIBRARY_CATALOG);
  return r.ok ? [] : r.problems;
}

describe("loader messages (issue #16, item 10)", () => {
  const dir = mkdtempSync(join(tmpdir(), "doppel-messages-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a number beyond every limit once, with the format's own limit", () => {
    const ps = problems(
      "scenario: x\nsetup:\n  battlefield:\n    - { card: Grizzly Bears, damage: 1e300 }\nexpect:\n  - { player: Alice, life: 1e300 }\n",
    );
    assert.deepEqual(
      ps.map((p) => [p.line, p.message]),
      [
        [4, "1e+300 at setup.battlefield[0].damage is out of range (at most 1000000)"],
        [6, "1e+300 at expect[0].life is out of range (at most 9007199254740991)"],
      ],
    );
  });

  it("counts lines ended by CR alone, and never repeats a problem", () => {
    const ps = problems(
      "scenario: x\rsetup:\r  battlefield: [ { card: Grizzly Bears, damage: x } ]\rsteps: [ { resolve: 1 }\r",
    );
    assert.ok(ps.length > 0);
    assert.equal(new Set(ps.map((p) => `${p.line}:${p.message}`)).size, ps.length, JSON.stringify(ps));
    assert.ok(
      ps.every((p) => (p.line ?? 0) >= 3),
      JSON.stringify(ps.map((p) => p.line)),
    );
  });

  it("cuts long echoed values and shows invisible characters", () => {
    assert.equal(quote("Clone"), '"Clone"');
    assert.equal(quote("a\u200bb"), '"a<U+200B>b"');
    assert.equal(quote("x".repeat(840_000)), `"${"x".repeat(MAX_ECHO)}…" (840000 characters)`);
  });

  it("says what sets a key apart from the one it suggests", () => {
    assert.equal(keyDifference("AttachedTo", "attachedTo"), "keys are case-sensitive");
    assert.equal(keyDifference(" attachedTo", "attachedTo"), "the key has spaces around it");
    assert.equal(keyDifference("attached\u00adTo", "attachedTo"), "the key contains the invisible character U+00AD");
    assert.equal(keyDifference("attachTo", "attachedTo"), null);
    assert.equal(keyDifference("attachedTo", "attachedTo"), null);
  });

  it("says a key the format has elsewhere is not allowed where it is, never 'did you mean' the same key", () => {
    const ps = problems("scenario: x\nsetup:\n  battlefield:\n    - { card: Grizzly Bears, expect: 1 }\n");
    const p = ps.find((x) => x.code === "schema.unknownKey");
    assert.equal(
      p?.message,
      'unknown key "expect" at setup.battlefield[0] (the format has this key elsewhere, not here)',
    );
  });

  it("gives Grand Archive files the main loader's checks whoever runs them (doppel explain included)", () => {
    const deep = join(dir, "deep.yaml");
    writeFileSync(deep, `scenario: x\nrules: ga\nsetup:\n  field: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`);
    const d = runScenarioFile(deep).problems;
    assert.equal(d[0]?.code, "schema.tooDeep", JSON.stringify(d));
    assert.equal(d.length, 1);
    const misspelt = join(dir, "misspelt.yaml");
    writeFileSync(
      misspelt,
      "scenario: x\nrules: ga\nsetup:\n  field:\n    - { card: Spirit of Fire, controllr: Alice }\n",
    );
    const m = runScenarioFile(misspelt).problems;
    assert.equal(m[0]?.line, 5);
    assert.match(m[0]?.message ?? "", /^unknown key "controllr" at setup\.field\[0\] \(did you mean "controller"\?\)$/);
  });
});
