import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { doppel as run } from "./runCli.js";

// Issue 16: the command line attacked with odd files, names and arguments.
const dir = mkdtempSync(join(tmpdir(), "doppel-cli-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function doppel(...args: string[]) {
  return run(args);
}

const BEAR = `setup:
  battlefield:
    - { id: bear, card: Grizzly Bears, controller: Alice }
expect:
  - { object: bear, power: 2 }
`;

function scenario(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe("doppel on odd files", () => {
  it("explain on a FIFO says it is not a regular file instead of waiting for a writer", () => {
    const fifo = join(dir, "pipe.yaml");
    const made = spawnSync("mkfifo", [fifo]);
    if (made.status !== 0) return; // no mkfifo: nothing to test
    const r = doppel("explain", fifo);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /pipe\.yaml: this is not a regular file/);
  });

  it("reads each real directory once: symbolic links back to a parent neither repeat files nor loop", () => {
    const root = join(dir, "loops");
    mkdirSync(join(root, "sub"), { recursive: true });
    writeFileSync(join(root, "bear.yaml"), `scenario: bear\n${BEAR}`);
    symlinkSync(".", join(root, "loop"));
    symlinkSync(".", join(root, "loop2"));
    symlinkSync("..", join(root, "sub", "up"));
    const r = doppel("test", "--json", root);
    const report = JSON.parse(r.stdout) as { passed: number; results: { file: string }[] };
    assert.deepEqual(
      report.results.map((x) => x.file),
      [join(root, "bear.yaml")],
    );
  });
});

describe("doppel escapes control characters in human output", () => {
  it("keeps escapes and newlines from names, keys and file names off the terminal", () => {
    const root = join(dir, "escapes");
    mkdirSync(root);
    writeFileSync(join(root, "name.yaml"), `scenario: "evil\\e[1A\\e[2K name"\n${BEAR}`);
    writeFileSync(
      join(root, "key.yaml"),
      `scenario: key\nsetup:\n  "battlefield\\nPASS  fake 1 passed, 0 failed": []\n`,
    );
    writeFileSync(
      join(root, "card.yaml"),
      `scenario: card\nsetup:\n  battlefield:\n    - { card: "Grizzly\\e[2K\\u202eBears", controller: Alice }\n`,
    );
    writeFileSync(join(root, "file\nPASS  fake.yaml"), `scenario: file\n${BEAR}`);
    const r = doppel("test", root);
    assert.ok(!r.stdout.includes("\u001b") && !r.stdout.includes("\u202e"), r.stdout);
    const lines = r.stdout.split("\n");
    assert.deepEqual(
      lines.filter((l) => l.startsWith("PASS")),
      [`PASS  file ${root}/file\\nPASS  fake.yaml`, `PASS  evil\\e[1A\\e[2K name ${join(root, "name.yaml")}`],
    );
    // The loader already quotes invisible characters in the values it echoes (src/scenario/quote.ts).
    assert.ok(
      lines.some((l) => l.includes('unknown key "battlefield<U+000A>PASS  fake 1 passed, 0 failed"')),
      r.stdout,
    );
    assert.ok(
      lines.some((l) => l.includes("Grizzly<U+001B>[2K<U+202E>Bears")),
      r.stdout,
    );
    assert.equal(lines.filter((l) => / passed, \d+ failed$/.test(l)).length, 1);
  });

  it("explain escapes an inline card's name and a scenario id", () => {
    const file = scenario(
      "explain-name.yaml",
      `scenario: explain\ncards:\n  - { name: "Evil\\e[2K\\nBear", manaCost: "{G}", typeLine: Creature — Bear, power: 2, toughness: 2 }\nsetup:\n  battlefield:\n    - { id: "b\\u202eear", card: "Evil\\e[2K\\nBear", controller: Alice }\n`,
    );
    const r = doppel("explain", file);
    assert.equal(r.status, 0, r.stderr);
    assert.ok(!r.stdout.includes("\u001b") && !r.stdout.includes("\u202e"), r.stdout);
    assert.match(r.stdout, /Evil\\e\[2K\\nBear/);
    assert.match(r.stdout, /b\\u\{202e\}ear/);
  });

  it("leaves JSON output as JSON (strings escaped by JSON itself)", () => {
    const file = scenario("json-name.yaml", `scenario: "a\\e[2Kb"\n${BEAR}`);
    const r = doppel("test", "--json", file);
    assert.equal((JSON.parse(r.stdout) as { results: { name: string }[] }).results[0]?.name, "a\u001b[2Kb");
  });
});

describe("doppel names the bad argument", () => {
  const file = scenario("two-steps.yaml", `scenario: two steps\n${BEAR}steps:\n  - pass: true\n  - pass: true\n`);

  for (const [args, message] of [
    [["--lang", "xx"], /--lang "xx": the languages are en and fr/],
    [["--at", "-1"], /--at "-1": needs a whole number of steps/],
    [["--at", "1e3"], /--at "1e3": needs a whole number of steps/],
    [["--at="], /--at "": needs a whole number of steps/],
    [["--timeout", "0"], /--timeout "0": needs a number of seconds greater than 0/],
  ] as const) {
    it(`explain ${args.join(" ")}`, () => {
      const r = doppel("explain", file, ...args);
      assert.equal(r.status, 2);
      assert.match(r.stderr, message);
    });
  }

  it("explain --at past the last step is an error naming the number of steps", () => {
    const r = doppel("explain", file, "--at", "999999");
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--at 999999 is past the last step: the scenario has 2 step\(s\), so --at takes 0 to 2/);
    assert.equal(doppel("explain", file, "--at", "2").status, 0);
  });

  it("test -h prints the usage instead of reading a file named -h", () => {
    const r = doppel("test", "-h");
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^usage: doppel test /);
    assert.match(doppel("test", "-x", file).stderr, /unknown option -x/);
  });

  it("an empty path is a usage error, not 'file not found: '", () => {
    const r = doppel("test", "");
    assert.equal(r.status, 2);
    assert.match(r.stderr, /an empty path names no file/);
  });

  it("cards --json prints an empty result as JSON and exits like the text mode", () => {
    const r = doppel("cards", "zzzzqq", "--json");
    assert.equal(r.status, 1);
    assert.deepEqual(JSON.parse(r.stdout), { query: "zzzzqq", count: 0, more: 0, cards: [] });
    assert.equal(doppel("cards", "zzzzqq").status, 1);
    assert.equal((JSON.parse(doppel("cards", "clone", "--json").stdout) as { count: number }).count > 0, true);
  });

  it("shows unused answers as warnings when the scenario passes", () => {
    const left = scenario(
      "left.yaml",
      `scenario: an unused answer\n${BEAR}steps:\n  - pass: true\n    answers: [yes]\n`,
    );
    const r = doppel("test", left);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /warning: .*left\.yaml:8: 1 answer\(s\) left over after the pass step/);
  });
});
