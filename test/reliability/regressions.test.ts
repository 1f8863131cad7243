import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatProblem } from "../../src/kernel/problem.js";
import { checkState } from "../../src/reliability/invariants.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { scenarioFiles } from "../../src/scenario/files.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";
import { runScenarioFile } from "../../src/scenario/rulesets/runFile.js";

/**
 * The state invariants of random play (docs/reliability.md) hold at the end of every scenario of
 * the project, and the regression scenarios (scenarios/regressions, one per failure the fuzzing
 * found) pass — some of those failures are only visible through the invariants.
 */
describe("invariants on the project's scenarios", () => {
  it("every regression scenario passes and ends in a state that keeps every invariant", () => {
    const files = scenarioFiles(["scenarios/regressions"]);
    assert.ok(files.length > 0);
    for (const file of files) {
      const r = runScenarioFile(file);
      assert.equal(
        r.status,
        "passed",
        `${file}: ${[...r.problems.map(formatProblem), ...r.failures.map((f) => f.message)].join("; ")}`,
      );
      const v = r.final ? checkState(r.final.state) : [];
      assert.deepEqual(v, [], `${file}: ${v.map((x) => `${x.invariant}: ${x.message}`).join("; ")}`);
      // No runaway: a loop that ran away (20 000 state-based action rounds, a million draws) shows in the log.
      assert.ok((r.final?.state.log.length ?? 0) < 1000, `${file}: ${r.final?.state.log.length} log lines`);
    }
  });

  it("an effect that would create more tokens than the engine can handle stops with a problem, quickly", () => {
    const yaml = `
scenario: Hooded Hydra with a huge X dies
setup:
  hand:
    Alice: [ { id: hydra, card: Hooded Hydra }, { id: terror, card: Terror } ]
steps:
  - cast: { object: hydra, x: 1000000 }
  - resolve: 1
  - cast: { object: terror, targets: [hydra] }
  - resolve: all
`;
    const parsed = parseScenario(yaml, "hydra.yaml", LIBRARY_CATALOG);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const t0 = Date.now();
    const r = runScenario(parsed.value);
    assert.ok(Date.now() - t0 < 20_000, "bounded time");
    assert.equal(r.status, "error");
    assert.equal(r.problems[0]?.code, "engine.unsupported");
    assert.match(r.problems[0]?.message ?? "", /1000000 tokens/);
  });

  it("so does an effect repeated a million times that creates one token each time", () => {
    const parsed = parseScenario(
      `
scenario: Progenitor Exarch incubates a million times
setup:
  hand:
    Alice: [ { id: exarch, card: Progenitor Exarch } ]
steps:
  - cast: { object: exarch, x: 1000000 }
  - resolve: all
`,
      "exarch.yaml",
      LIBRARY_CATALOG,
    );
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    const t0 = Date.now();
    const r = runScenario(parsed.value);
    assert.ok(Date.now() - t0 < 20_000, "bounded time");
    assert.equal(r.status, "error");
    assert.equal(r.problems[0]?.code, "engine.unsupported");
  });

  it("the final state of every scenario keeps every invariant", () => {
    const bad: string[] = [];
    for (const file of scenarioFiles(["scenarios"], ["scenarios/errors", "scenarios/regressions"])) {
      const r = runScenarioFile(file);
      if (!r.final) continue;
      for (const v of checkState(r.final.state)) bad.push(`${file}: ${v.invariant}: ${v.message}`);
    }
    assert.deepEqual(bad, []);
  });
});
