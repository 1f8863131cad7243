import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { loadScenarioFile } from "../../src/scenario/rulesets/loadFile.js";
import { catalog } from "./loading.js";

// ---------------------------------------------------------------------------------------------
// Error fixtures

interface Expected {
  readonly code: string;
  readonly message: string;
  readonly line: number | null;
}

describe("error fixtures in scenarios/errors", () => {
  const dir = join(process.cwd(), "scenarios", "errors");
  const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<string, Expected>;

  it("has an expectation for every fixture", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));
    assert.deepEqual(files.sort(), Object.keys(expected).sort());
  });

  for (const [file, want] of Object.entries(expected)) {
    it(`${file}: ${want.code}`, () => {
      const r = loadScenarioFile(join(dir, file), catalog);
      if (r.ok) assert.fail(`${file} loaded without error`);
      const p = r.problems[0];
      assert.ok(p !== undefined);
      assert.equal(p.code, want.code, p.message);
      assert.ok(p.message.includes(want.message), `message "${p.message}" lacks "${want.message}"`);
      assert.equal(p.line ?? null, want.line, p.message);
      assert.equal(p.file, join(dir, file));
      assert.ok(!/\n\s+at /.test(p.message), "no stack trace in messages");
    });
  }

  it("keeps the human comments in text fixtures in line with expected.json", () => {
    for (const [file, want] of Object.entries(expected)) {
      const text = readFileSync(join(dir, file), "latin1");
      const message = /# expect-error: (.*)/.exec(text)?.[1];
      const line = /# expect-line: (\d+)/.exec(text)?.[1];
      if (message === undefined) continue; // binary fixtures
      assert.equal(message, want.message, file);
      assert.equal(line === undefined ? null : Number(line), want.line, file);
    }
  });
});
