/** Issue 20, "nothing silent": the workbench's run of an imported file is strict, as `doppel test --strict` (no browser). */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { handleRun } from "../../src/web/session.js";

// Arcane Savant's first ability is about drafting (a conspiracy-draft deck rule the engine leaves as text).
const BOARD = `scenario: strict import
setup:
  battlefield:
    - { id: savant, card: Arcane Savant, controller: Alice }
steps: []
expect:
  - { object: savant, power: 3 }
`;

describe("workbench: a strict run", () => {
  it("makes an ability not executed an error, and a plain run a warning", () => {
    const plain = handleRun({ yaml: BOARD, lang: "en" });
    assert.equal(plain.status, "passed");
    assert.ok(plain.warnings.some((w) => /Arcane Savant: Before you shuffle/.test(w)));
    assert.ok(plain.problems.every((p) => p.code !== "card.notExecuted"));

    const strict = handleRun({ yaml: BOARD, lang: "en", strict: true });
    assert.equal(strict.status, "error");
    const named = strict.problems.filter((p) => p.code === "card.notExecuted");
    assert.ok(named.length >= 1);
    assert.match(named[0]?.message ?? "", /Arcane Savant: Before you shuffle .* not executed by the engine yet/);
    assert.notEqual(strict.board, null, "the board is still shown");
  });

  it("reports but never refuses: an edit is judged on the plain run", () => {
    const r = handleRun({ yaml: BOARD, lang: "en", strict: true, edit: { kind: "setLife", player: "Alice", life: 7 } });
    assert.equal(r.rejected, null);
    assert.match(r.yaml, /life/);
    assert.equal(r.status, "error");
  });
});
