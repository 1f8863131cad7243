import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";

// Issue 20, "nothing silent": an ability the engine keeps as text is a warning, an error under --strict.
const cli = join(import.meta.dirname, "..", "..", "src", "cli", "main.js");
const dir = mkdtempSync(join(tmpdir(), "doppel-strict-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, "evil-twin.yaml");
writeFileSync(
  file,
  `scenario: "Mindlink Mech enters; its copy ability is not executed yet"
setup:
  battlefield:
    - { id: bear, card: Grizzly Bears, controller: Alice }
  library:
    Alice:
      - { id: twin, card: Mindlink Mech }
steps:
  - move: { object: twin, to: battlefield }
expect:
  - { object: bear, power: 2 }
`,
);

function doppel(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { status: r.status, stdout: r.stdout };
}

describe("doppel test and abilities not executed", () => {
  it("names the card and its text in a warning, even when the scenario passes", () => {
    const r = doppel("test", "--jobs", "1", file);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^PASS /m);
    assert.match(r.stdout, /warning: ability not executed yet: Mindlink Mech: Whenever Mindlink Mech becomes crewed/);
  });
  it("--strict makes it an error naming the card and the text", () => {
    const r = doppel("test", "--strict", "--jobs", "1", "--json", file);
    assert.equal(r.status, 1);
    const report: unknown = JSON.parse(r.stdout);
    assert.ok(typeof report === "object" && report !== null && "results" in report && Array.isArray(report.results));
    const [result] = report.results as { status: string; failures: { message: string }[] }[];
    assert.equal(result?.status, "error");
    assert.match(result?.failures[0]?.message ?? "", /Mindlink Mech: Whenever Mindlink Mech becomes crewed.*--strict/);
  });
  it("explain shows the ability under 'not executed yet', in English and French", () => {
    const en = doppel("explain", file, "--object", "twin");
    assert.equal(en.status, 0);
    assert.match(en.stdout, /not executed yet[^\n]*:\n {4}“Whenever Mindlink Mech becomes crewed/);
    const fr = doppel("explain", file, "--object", "twin", "--lang", "fr");
    assert.match(fr.stdout, /pas encore exécuté[^\n]*:\n {4}“Whenever Mindlink Mech becomes crewed/);
  });
});
