import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { scenarioFiles } from "../../src/scenario/files.js";
import { StepSchema } from "../../src/scenario/schema.js";
import { STEP_KEYS, STEP_REGISTRY } from "../../src/scenario/steps/index.js";

/** The step registry (src/scenario/steps/) is the one list of step kinds the format accepts and runs. */
describe("step registry", () => {
  it("names each definition by its key, in the registry's order", () => {
    assert.deepEqual(STEP_KEYS, Object.keys(STEP_REGISTRY));
    for (const [name, def] of Object.entries(STEP_REGISTRY)) assert.equal(def.key, name);
  });

  it("gives the step schema one action key per registered kind, then the keys every step carries", () => {
    assert.deepEqual(Object.keys(StepSchema.shape), [...STEP_KEYS, "answers", "illegal", "check"]);
  });

  it("has every step kind used by a scenario of the suite", () => {
    const texts = scenarioFiles(["scenarios"], [join("scenarios", "errors")]).map((f) => readFileSync(f, "utf8"));
    const unused = STEP_KEYS.filter(
      (key) => !texts.some((t) => new RegExp(`^\\s*-\\s+(?:\\{\\s*)?${key}:`, "m").test(t)),
    );
    assert.deepEqual(unused, []);
  });
});
