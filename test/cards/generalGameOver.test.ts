import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";

/** The problem a scenario step meets once the game its setup builds is over (104.2a). */
function gameOverMessage(yaml: string): string {
  const parsed = parseScenario(`${yaml}steps:\n  - endTurn: true\n`, "test.yaml", LIBRARY_CATALOG);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join("; "));
  const r = runScenario(parsed.value);
  assert.equal(r.status, "error");
  return r.problems.map((p) => p.message).join("; ");
}

describe("the game-over message names the reasons the player lost (704.5a-c)", () => {
  it("ten poison counters at -3 life with 'You don't lose the game for having 0 or less life': 704.5c only", () => {
    const message = gameOverMessage(`
scenario: over
setup:
  life: { Bob: -3 }
  poison: { Bob: 10 }
  battlefield: [ { card: Phyrexian Unlife, controller: Bob } ]
`);
    assert.match(message, /Bob lost \(ten or more poison counters, 704\.5c\)/);
    assert.doesNotMatch(message, /0 or less life/);
  });

  it("0 life and ten poison counters: both reasons", () => {
    const message = gameOverMessage(`
scenario: over
setup:
  life: { Bob: 0 }
  poison: { Bob: 10 }
`);
    assert.match(message, /Bob lost \(0 or less life, 704\.5a; ten or more poison counters, 704\.5c\)/);
  });
});
