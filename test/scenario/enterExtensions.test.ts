import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

function run(name: string, text: string) {
  const file = join(mkdtempSync(join(tmpdir(), "doppel-")), name);
  writeFileSync(file, text);
  return runScenarioFile(file);
}

test("a move of a list of objects anywhere but the battlefield is a problem with its line", () => {
  const r = run(
    "list.yaml",
    `scenario: list to the graveyard
setup:
  hand:
    Alice: [ { id: a, card: Grizzly Bears }, { id: b, card: Grizzly Bears } ]
steps:
  - move: { object: [a, b], to: graveyard }
`,
  );
  assert.equal(r.status, "error");
  assert.equal(r.problems[0]?.code, "schema.badValue");
  assert.equal(r.problems[0]?.line, 6);
  assert.match(r.problems[0]?.message ?? "", /can only be moved to the battlefield/);
});

test("a replacementOrder answer given to another decision is a bad answer, and one naming no effect that applies too (616.1)", () => {
  const misplaced = run(
    "misplaced.yaml",
    `scenario: order for a creature type
setup:
  hand:
    Alice: [ { id: mimic, card: Metallic Mimic } ]
steps:
  - cast: mimic
  - resolve: 1
    answers: [ { replacementOrder: [mimic] } ]
`,
  );
  assert.equal(misplaced.status, "error");
  assert.equal(misplaced.problems[0]?.code, "rules.badAnswer");
  assert.equal(misplaced.problems[0]?.line, 8);
  const unknown = run(
    "unknown.yaml",
    `scenario: order naming something else
setup:
  battlefield:
    - { id: mimic, card: Metallic Mimic, chosen: { creatureType: Illusion } }
    - { id: bears, card: Grizzly Bears }
  hand:
    Alice: [ { id: ixidron, card: Ixidron } ]
steps:
  - cast: ixidron
  - resolve: 1
    answers: [ { replacementOrder: [bears, ixidron] } ]
`,
  );
  assert.equal(unknown.status, "error");
  assert.equal(unknown.problems[0]?.code, "rules.badAnswer");
  assert.match(unknown.problems[0]?.message ?? "", /"bears" is not one of the replacement effects that apply/);
});
