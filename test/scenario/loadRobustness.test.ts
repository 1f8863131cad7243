import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parse as parseYaml, stringify } from "yaml";
import type { Result } from "../../src/kernel/problem.js";
import type { Scenario } from "../../src/scenario/ast.js";
import type { CardCatalog } from "../../src/scenario/ruleset.js";
import { MAX_FILE_BYTES, parseScenario } from "../../src/scenario/rulesets/load.js";
import { loadScenarioFile } from "../../src/scenario/rulesets/loadFile.js";
import { findExcessiveDepth } from "../../src/scenario/prescan.js";
import { catalog, firstProblem, FULL, loaded, parse, prng } from "./loading.js";

// ---------------------------------------------------------------------------------------------
// Robustness limits

describe("robustness", () => {
  it("refuses a file above 1 MiB without parsing it", () => {
    const dir = mkdtempSync(join(tmpdir(), "doppel-load-"));
    try {
      const file = join(dir, "big.yaml");
      writeFileSync(file, `scenario: x\n${"# padding\n".repeat(MAX_FILE_BYTES / 10 + 1)}`);
      const r = loadScenarioFile(file, catalog);
      assert.ok(!r.ok && r.problems[0]?.code === "file.tooLarge");
      const text = parse(`scenario: ${"x".repeat(MAX_FILE_BYTES)}\n`);
      assert.ok(!text.ok && text.problems[0]?.code === "file.tooLarge");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports missing files and directories as unreadable", () => {
    const missing = loadScenarioFile(join(process.cwd(), "no-such-file.yaml"), catalog);
    assert.ok(!missing.ok && missing.problems[0]?.code === "file.unreadable");
    const dir = loadScenarioFile(process.cwd(), catalog);
    assert.ok(!dir.ok && dir.problems[0]?.code === "file.unreadable");
  });

  it("refuses NUL and control characters in text", () => {
    assert.equal(firstProblem("scenario: x\u0000\n").code, "file.binary");
    assert.equal(firstProblem("scenario: x\nsetup: \u0007\n").line, 2);
  });

  it("treats blank and comment-only text as empty", () => {
    for (const text of ["", "   \n\t\n", "# a\n  # b\n", "---\n", "---\n# only a comment\n..."]) {
      assert.equal(firstProblem(text).code, "file.empty", JSON.stringify(text));
    }
  });

  it("refuses 100,000 nested brackets and dashes without overflowing", () => {
    const cases = [
      `scenario: x\nsteps: ${"[".repeat(100_000)}${"]".repeat(100_000)}\n`,
      `scenario: x\nsteps: ${"{a: ".repeat(50_000)}1${"}".repeat(50_000)}\n`,
      `scenario: x\nsteps:\n${"- ".repeat(100_000)}x\n`,
      `scenario: x\nsteps: [${"[".repeat(100_000)}\n`,
    ];
    for (const text of cases) {
      const p = firstProblem(text);
      assert.equal(p.code, "schema.tooDeep");
      assert.ok(p.line === 2 || p.line === 3, String(p.line));
    }
  });

  it("accepts nesting just under the limit inside answers", () => {
    // root map, steps list, step map: 3 levels; the answers list and 60 lists in it: 61 more.
    loaded(`scenario: x\nsteps:\n  - pass: true\n    answers: ${"[".repeat(61)}${"]".repeat(61)}\n`);
    assert.equal(
      firstProblem(`scenario: x\nsteps:\n  - pass: true\n    answers: ${"[".repeat(62)}${"]".repeat(62)}\n`).code,
      "schema.tooDeep",
    );
    // The same limit, measured on the parsed tree, for block nesting.
    const block = (n: number): string =>
      `scenario: x\nsteps:\n  - pass: true\n    answers:\n${Array.from({ length: n }, (_, i) => `${"  ".repeat(i + 3)}-`).join("\n")} x\n`;
    loaded(block(61));
    assert.equal(firstProblem(block(62)).code, "schema.tooDeep");
  });

  it("does not count brackets inside quotes, comments or block scalars", () => {
    const deep = "[".repeat(200);
    loaded(
      `scenario: "${deep}"\ncite: ['${deep}'] # ${deep}\ncards:\n  - name: x\n    typeLine: y\n    oracleText: |\n      ${deep}\n      - - - - ${deep}\n`,
    );
  });

  it("estimates the depth of any YAML layout exactly before parsing", () => {
    const random = prng(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const leaves = ["a", "b c", "x: y", "- z", "[q]", "#h", "it's", '"q"', "|", "> f", "two\nlines", "1", "", " lead"];
    const gen = (d: number): unknown => {
      const r = random();
      if (d > 10 || r < 0.3) return pick(leaves);
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 4) }, () => gen(d + 1));
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i--) o[`k${i}${random() < 0.2 ? ": x" : ""}`] = gen(d + 1);
      return o;
    };
    const depth = (v: unknown): number =>
      typeof v !== "object" || v === null
        ? 0
        : 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depth));
    const styles = [{}, { indentSeq: false }, { collectionStyle: "flow" as const }, { indent: 4 }, { lineWidth: 20 }];
    for (let round = 0; round < 500; round++) {
      const text = stringify({ scenario: "x", data: gen(0) }, pick(styles));
      const actual = depth(parseYaml(text));
      assert.equal(findExcessiveDepth(text, actual), undefined, text);
      assert.ok(actual === 0 || findExcessiveDepth(text, actual - 1) !== undefined, text);
    }
  });

  it("refuses an alias bomb with yaml's alias limit", () => {
    let text = 'scenario: x\ncite: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    let prev = "a";
    for (const name of ["b", "c", "d", "e", "f", "g", "h", "i"]) {
      text += `${name}: &${name} [${Array(10).fill(`*${prev}`).join(",")}]\n`;
      prev = name;
    }
    const p = firstProblem(text);
    assert.equal(p.code, "yaml.limit");
    assert.equal(p.line, 3);
  });

  it("accepts a few ordinary aliases", () => {
    const s = loaded(`scenario: x
setup:
  battlefield:
    - { id: a, card: Clone, counters: &c { "+1/+1": 1 } }
    - { id: b, card: Clone, counters: *c }
`);
    assert.deepEqual(s.setup.battlefield[1]?.counters, { "+1/+1": 1 });
  });

  it("turns an exception from the catalog into engine.internal", () => {
    const broken: CardCatalog = {
      has: () => {
        throw new Error("library not ready\n    at somewhere (file.js:1:1)");
      },
      suggest: () => [],
    };
    const r = parseScenario("scenario: x\nsetup:\n  battlefield: [ { card: Clone } ]\n", "t.yaml", broken);
    assert.ok(!r.ok);
    assert.equal(r.problems[0]?.code, "engine.internal");
    assert.equal(r.problems[0]?.message, "internal error while loading the scenario: library not ready");
  });

  it("never throws on odd documents", () => {
    const odd = [
      "~",
      "null",
      "42",
      "[]",
      "scenario:",
      "scenario: [",
      "scenario: x\nsetup: 5",
      "scenario: x\nsteps: [1, 'a', null, [], {}]",
      "scenario: x\nexpect: [ { object: { select: 3 } } ]",
      "? [a, b]\n: c",
      "scenario: !!binary aGVsbG8=",
      "scenario: !custom x",
      "scenario: x\n&a b: *a",
      "*unknown",
      "scenario: x\n...\n---\nscenario: y",
      "\uFEFF\uFEFFscenario: x",
      "scenario: \ud800",
      "scenario: x\r\nsetup:\r\n  life: { Alice: 3 }\r\n",
    ];
    for (const text of odd) {
      const r = parse(text);
      if (!r.ok) for (const p of r.problems) assert.ok(p.message.length > 0, text);
    }
  });

  it("survives 300 random mutations of a valid scenario", () => {
    const random = prng(0x5eed);
    const pick = (n: number): number => Math.floor(random() * n);
    const alphabet = ":-[]{}#&*!|>'\",? \n\tx1é\u0000";
    let okCount = 0;
    for (let round = 0; round < 300; round++) {
      let text = FULL;
      const edits = 1 + pick(4);
      for (let e = 0; e < edits; e++) {
        const lines = text.split("\n");
        const at = pick(text.length);
        switch (pick(6)) {
          case 0:
            text = text.slice(0, at) + text.slice(at + 1 + pick(8));
            break;
          case 1:
            text = text.slice(0, at) + text.slice(at, at + 1 + pick(20)) + text.slice(at);
            break;
          case 2: {
            const b = pick(text.length);
            const chars = [...text];
            const x = chars[at] ?? "";
            chars[at] = chars[b] ?? "";
            chars[b] = x;
            text = chars.join("");
            break;
          }
          case 3:
            text = text.slice(0, at) + (alphabet[pick(alphabet.length)] ?? "") + text.slice(at);
            break;
          case 4: {
            const i = pick(lines.length);
            lines.splice(i, 1);
            text = lines.join("\n");
            break;
          }
          default: {
            const i = pick(lines.length);
            const j = pick(lines.length);
            const li = lines[i] ?? "";
            lines[i] = lines[j] ?? "";
            lines[j] = li;
            if (random() < 0.5) lines.splice(j, 0, li);
            text = lines.join("\n");
          }
        }
      }
      let r: Result<Scenario>;
      try {
        r = parse(text);
      } catch (e) {
        assert.fail(`round ${round} threw ${String(e)} on:\n${text}`);
      }
      if (r.ok) okCount++;
      else {
        for (const p of r.problems) {
          assert.ok(p.code !== "engine.internal", `round ${round}: ${p.message}\n${text}`);
          assert.ok(p.message.length > 0 && !p.message.includes("\n    at "));
          if (p.line !== undefined) assert.ok(p.line >= 1, `round ${round}: line ${p.line}`);
        }
      }
    }
    assert.ok(okCount < 300, "mutations should break some scenarios");
  });
});
