import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario, type ScenarioResult } from "../../src/scenario/rulesets/run.js";
import { FIVE_TOKENS_CAST } from "./fiveTokens.js";

/**
 * Messages about decisions (an unanswered decision, an answer that doesn't fit) name objects the
 * way a scenario can write them — scenario ids, player names, selectors — never engine ids like
 * `o5` (docs/scenario-format.md §4.3, 6.1), and the names they offer work as answers.
 */

function run(yaml: string): ScenarioResult {
  const parsed = parseScenario(yaml, "t.yaml", LIBRARY_CATALOG);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.problems.map((p) => p.message).join("; "));
  return runScenario(parsed.value);
}

function onlyProblem(r: ScenarioResult, code: string): string {
  assert.equal(r.status, "error");
  assert.equal(r.problems[0]?.code, code);
  return r.problems[0]?.message ?? "";
}

const ENGINE_ID = /\b[oa]\d+\b/;

const fiveTokens = (answers: string) => `${FIVE_TOKENS_CAST}  - resolve: 1\n${answers}\n`;

describe("decision messages name objects as a scenario can", () => {
  it("offers selectors for the triggers of unnamed tokens, and those selectors answer the decision", () => {
    const message = onlyProblem(run(fiveTokens("")), "rules.unansweredDecision");
    assert.doesNotMatch(message, ENGINE_ID);
    const offered = message.match(/\{ select: \{[^}]*\} \}/g) ?? [];
    assert.equal(offered.length, 5);
    const answer = `    answers: [[${[...offered].reverse().join(", ")}]]`;
    const r = run(
      `${fiveTokens(answer)}expect:\n  - { stack: [ { ability: true, source: ${offered[0]} }, {}, {}, {}, { ability: true, source: ${offered[4]} } ] }\n`,
    );
    assert.equal(r.status, "passed", [...r.problems, ...r.failures].map((p) => p.message).join("; "));
  });

  it("names the options of an answer that doesn't fit", () => {
    const message = onlyProblem(run(fiveTokens("    answers: [[bears]]")), "rules.badAnswer");
    assert.doesNotMatch(message, ENGINE_ID);
    assert.match(message, /\{ select: \{ name: "Striped Bears", zone: battlefield, token: true, index: 4 \} \}/);
  });

  it("names target options by scenario id and player", () => {
    const message = onlyProblem(
      run(`
scenario: bolt without a target
setup:
  battlefield: [ { id: bears, card: Grizzly Bears, controller: Bob } ]
  hand: { Alice: [ { id: bolt, card: Lightning Bolt } ] }
steps:
  - cast: bolt
`),
      "rules.unansweredDecision",
    );
    assert.doesNotMatch(message, ENGINE_ID);
    assert.match(message, /target 1: .*\bbears\b/);
  });

  it("names the objects a prompt mentions", () => {
    const message = onlyProblem(
      run(`
scenario: a blocked attacker divides its damage
setup:
  battlefield:
    - { id: big, token: { name: Big, typeLine: "Creature — Giant", power: 4, toughness: 4 }, controller: Alice }
    - { id: w1, token: { name: Wall, typeLine: "Creature — Wall", power: 0, toughness: 1 }, controller: Bob }
    - { id: w2, token: { name: Wall, typeLine: "Creature — Wall", power: 0, toughness: 1 }, controller: Bob }
steps:
  - attack: { big: Bob }
  - block: { w1: big, w2: big }
  - advance: combatDamage
`),
      "rules.unansweredDecision",
    );
    assert.doesNotMatch(message, ENGINE_ID);
    assert.match(message, /\[big\]/);
  });
});

describe("`ability: N` in an answer", () => {
  it("is refused outside an order of triggered abilities", () => {
    const message = onlyProblem(
      run(`
scenario: bolt with a selector and an ability number
setup:
  battlefield: [ { id: bears, card: Grizzly Bears, controller: Bob } ]
  hand: { Alice: [ { id: bolt, card: Lightning Bolt } ] }
steps:
  - cast: bolt
    answers: [ [ { select: { name: Grizzly Bears }, ability: 1 } ] ]
`),
      "rules.badAnswer",
    );
    assert.match(message, /only names a triggered ability to order/);
  });

  it("must name a waiting ability of the source", () => {
    const message = onlyProblem(
      run(fiveTokens("    answers: [[{ select: { zone: battlefield, token: true, index: 0 }, ability: 1 }]]")),
      "rules.badAnswer",
    );
    assert.match(message, /ability 1 of the selected source is not waiting/);
  });
});

describe("expectation failures name objects as a scenario can", () => {
  it("shows a stack entry's actual targets and source by scenario id or selector", () => {
    const r = run(`${FIVE_TOKENS_CAST}  - resolve: 1
    answers: [[{ select: { zone: battlefield, token: true, index: 0 } }]]
expect:
  - stack: [ { source: bears }, {}, {}, {}, { source: { select: { zone: battlefield, token: true, index: 0 } } } ]
`);
    assert.equal(r.status, "failed");
    const messages = r.failures.map((f) => f.message).join("; ");
    assert.doesNotMatch(messages, ENGINE_ID);
    assert.match(
      messages,
      /source is "\{ select: \{ name: \\"Striped Bears\\", zone: battlefield, token: true, index: 4 \} \}"/,
    );
  });
});

describe("a trigger whose source ceased to exist", () => {
  it("is named by the name it last had, not by engine id", () => {
    const message = onlyProblem(
      run(`
scenario: a named creature and its token copy die at once
cards:
  - { name: Test Mourner, manaCost: "{B}", typeLine: "Creature — Spirit", power: "1", toughness: "1", oracleText: "When this creature dies, you gain 1 life." }
setup:
  battlefield: [ { id: m, card: Test Mourner, controller: Alice } ]
  hand: { Alice: [ { id: rite, card: Rite of Replication } ] }
steps:
  - cast: { object: rite, targets: [m] }
  - resolve: 1
  - create: { token: { name: Sweep, typeLine: Enchantment, oracleText: "Creatures get -1/-1." }, controller: Bob }
`),
      "rules.unansweredDecision",
    );
    assert.doesNotMatch(message, ENGINE_ID);
    assert.match(message, /Options: m, \(Test Mourner, which no longer exists\)/);
  });
});
