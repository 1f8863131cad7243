import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

const SCENARIO = `scenario: chosen values that can't apply
setup:
  battlefield:
    - { id: bears, card: Grizzly Bears, chosen: { creatureType: Elf } }
    - { id: mimic, card: Metallic Mimic, chosen: { creatureType: Elf, color: red } }
    - { id: voice, card: Voice of All, chosen: { color: red } }
  hand:
    Alice: [ { id: clone, card: Metallic Mimic, chosen: { creatureType: Elf } } ]
expect:
  - { object: mimic, subtypes: [Shapeshifter, Elf] }
`;

test('a setup `chosen:` value no "as enters, choose" ability uses is a warning with its line (614.12)', () => {
  const file = join(mkdtempSync(join(tmpdir(), "doppel-")), "chosen.yaml");
  writeFileSync(file, SCENARIO);
  const r = runScenarioFile(file);
  assert.equal(r.status, "passed");
  const chosen = r.warnings.filter((w) => w.includes("chosen"));
  assert.equal(chosen.length, 3, chosen.join("\n"));
  assert.match(
    chosen[0] ?? "",
    /chosen\.yaml:4: `chosen\.creatureType` is ignored: Grizzly Bears has no .*choose a creature type.*614\.12/,
  );
  assert.match(chosen[1] ?? "", /chosen\.yaml:5: `chosen\.color` is ignored: Metallic Mimic has no .*choose a color/);
  assert.match(chosen[2] ?? "", /chosen\.yaml:8: `chosen:` is ignored: .* in the hand \(614\.12\)/);
});
