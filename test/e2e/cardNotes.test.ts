/** The card data beside an explanation (no browser): official rulings, dated, and the French printing. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { handleRun } from "../../src/web/session.js";

const BOARD = `scenario: notes
setup:
  battlefield:
    - { id: staff, card: Chimeric Staff, controller: Alice }
    - { id: clone, card: Clone, controller: Alice, chosen: { copyOf: staff } }
steps: []
`;

describe("workbench: rulings beside the explanation", () => {
  it("gives the explained object's card and, for a copy, the copied card, with dated rulings and French text", () => {
    const r = handleRun({ yaml: BOARD, lang: "fr", explain: "clone" });
    assert.deepEqual(
      r.notes.map((n) => n.name),
      ["Clone", "Chimeric Staff"],
    );
    const clone = r.notes[0];
    assert.ok(clone && clone.rulings.length > 0);
    assert.ok(clone.rulings.every((x) => /^\d{4}-\d{2}-\d{2}$/.test(x.date)));
    assert.ok(clone.rulings.some((x) => /enters the battlefield as whatever the chosen creature copied/.test(x.text)));
    assert.equal(r.notes[1]?.french[0]?.typeLine, "Artefact");
    assert.deepEqual(handleRun({ yaml: BOARD, lang: "en" }).notes, [], "nothing selected, no notes");
  });
});
