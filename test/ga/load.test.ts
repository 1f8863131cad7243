import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

const GOOD = `scenario: a GA scenario
rules: ga-2025
setup:
  field:
    - { id: champ, card: Spirit of Fire, controller: Alice }
steps:
  - advance: draw
expect:
  - object: champ
    zone: field
`;

describe("GA files through the main loader", () => {
  it("load, with the GA parts checked by the GA schema", () => {
    const r = parseScenario(GOOD, "good.yaml", LIBRARY_CATALOG);
    assert.ok(r.ok, JSON.stringify(r.ok ? null : r.problems));
    assert.equal(r.value.rules, "ga-2025");
  });

  it("report an unknown key with its line", () => {
    const text = GOOD.replace(
      "    - { id: champ, card: Spirit of Fire, controller: Alice }",
      "    - { id: champ, card: Spirit of Fire, controler: Alice }",
    );
    const r = parseScenario(text, "bad.yaml", LIBRARY_CATALOG);
    assert.ok(!r.ok);
    const p = r.problems[0];
    assert.equal(p?.code, "schema.unknownKey");
    assert.equal(p?.line, 5);
    assert.match(p?.message ?? "", /controler/);
  });

  it("report a bad element, zone or phase with its line", () => {
    const text = `scenario: x
rules: ga
setup:
  elements: { Alice: [plasma] }
steps:
  - advance: lunch
`;
    const r = parseScenario(text, "bad.yaml", LIBRARY_CATALOG);
    assert.ok(!r.ok);
    const lines = r.problems.map((p) => p.line).sort();
    assert.deepEqual(lines, [4, 6]);
    assert.ok(r.problems.every((p) => p.code === "schema.badValue" || p.code === "schema.wrongType"));
  });

  it("an MTG file loads as a Magic scenario", () => {
    const r = parseScenario("scenario: x\nsetup:\n  battlefield: [ { card: Clone } ]\n", "m.yaml", LIBRARY_CATALOG);
    assert.ok(r.ok);
    assert.equal(r.value.rules, "mtg");
  });
});

describe("GA references", () => {
  it("an unknown card is reported with its line and a suggestion", () => {
    const r = parseScenario(GOOD.replace("card: Spirit of Fire", "card: Spirit of Fyre"), "x.yaml", LIBRARY_CATALOG);
    assert.ok(!r.ok);
    assert.equal(r.problems[0]?.code, "ref.unknownCard");
    assert.equal(r.problems[0]?.line, 5);
    assert.match(r.problems[0]?.message ?? "", /Spirit of Fire/);
  });

  it("an id used before it exists is reported with its line", () => {
    const r = parseScenario(`${GOOD}  - object: ghost\n    zone: field\n`, "x.yaml", LIBRARY_CATALOG);
    assert.ok(!r.ok);
    assert.equal(r.problems[0]?.code, "ref.unknownObject");
    assert.equal(r.problems[0]?.line, 11);
  });

  it("the runner runs a GA file and reports a refused step with its line", () => {
    const dir = mkdtempSync(join(tmpdir(), "doppel-ga-"));
    const file = join(dir, "s.yaml");
    writeFileSync(
      file,
      `scenario: playing a card that isn't in the hand
rules: ga
setup:
  field:
    - { id: champ, card: Spirit of Fire, controller: Alice }
  graveyard:
    Alice:
      - { id: bolt, card: Surging Bolt }
steps:
  - activate: bolt
`,
    );
    const r = runScenarioFile(file);
    assert.equal(r.status, "error");
    assert.equal(r.problems[0]?.code, "rules.illegalAction");
    assert.equal(r.problems[0]?.line, 10);
    assert.equal(r.problems[0]?.rule, "Card Activation 1.9.1");
  });

  it("a step refused as required (illegal: true) leaves no answers over: it never reached their decisions", () => {
    const dir = mkdtempSync(join(tmpdir(), "doppel-ga-"));
    const file = join(dir, "s.yaml");
    writeFileSync(
      file,
      `scenario: a refused step's answers are not left over
rules: ga
setup:
  field:
    - { id: champ, card: Spirit of Fire, controller: Alice }
  graveyard:
    Alice:
      - { id: bolt, card: Surging Bolt }
steps:
  - activate: bolt
    illegal: true
    answers: [champ]
`,
    );
    const r = runScenarioFile(file);
    assert.equal(r.status, "passed", JSON.stringify([...r.problems, ...r.failures]));
    assert.deepEqual(r.warnings, []);
  });

  it("a GA scenario runs from memory: the file it was loaded as need not exist", () => {
    const loaded = parseScenario(GOOD, "not-on-disk.yaml", LIBRARY_CATALOG);
    assert.ok(loaded.ok, JSON.stringify(loaded.ok ? null : loaded.problems));
    const r = runScenario(loaded.value);
    assert.equal(r.status, "passed", JSON.stringify([...r.problems, ...r.failures]));
  });
});
