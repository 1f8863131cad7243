/**
 * "As enters" choices of a card added directly to the battlefield (no browser): which choices it
 * makes, the legal options on the board as set up, and the `chosen:` the add writes.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { handleAsEnters } from "../../src/web/asEnters.js";
import { handleRun } from "../../src/web/session.js";

const BOARD = `scenario: as enters
setup:
  battlefield:
    - { id: angel, card: Serra Angel, controller: Bob }
    - { id: staff, card: Chimeric Staff, controller: Alice }
steps: []
`;

describe("workbench: as-enters choices on a direct add", () => {
  it("lists the choice with its rule and only the permanents the ability can copy", () => {
    const clone = handleAsEnters({ yaml: BOARD, lang: "en", card: "Clone", player: "Alice" });
    assert.deepEqual(
      clone.choices.map((c) => [c.kind, c.rule, c.optional, c.options.map((o) => o.value)]),
      [["copyOf", "707.5", true, ["angel"]]],
      "Clone copies a creature: not the (unanimated) Chimeric Staff",
    );
    const metamorph = handleAsEnters({ yaml: BOARD, lang: "en", card: "Phyrexian Metamorph", player: "Alice" });
    assert.deepEqual(
      metamorph.choices[0]?.options.map((o) => o.value),
      ["angel", "staff"],
    );
    const mimic = handleAsEnters({ yaml: BOARD, lang: "en", card: "Metallic Mimic", player: "Alice" });
    assert.deepEqual(
      mimic.choices.map((c) => [c.kind, c.rule]),
      [["creatureType", "614.12"]],
    );
    assert.deepEqual(handleAsEnters({ yaml: BOARD, lang: "en", card: "Serra Angel", player: "Alice" }).choices, []);
  });

  it("writes the choice as chosen:, a declined copy as copyOf: null", () => {
    const add = (chosen: { copyOf: string | null }) =>
      handleRun({
        yaml: BOARD,
        lang: "en",
        edit: { kind: "addObject", zone: "battlefield", player: "Alice", card: "Clone", chosen },
      });
    const copied = add({ copyOf: "angel" });
    assert.equal(copied.rejected, null);
    assert.match(copied.yaml, /\{ id: clone, card: Clone, controller: Alice, chosen: \{ copyOf: angel \} \}/);
    const tile = copied.board?.players[0]?.battlefield.find((o) => o.alias === "clone");
    assert.deepEqual([tile?.name, tile?.power, tile?.toughness], ["Serra Angel", 4, 4]);
    const declined = add({ copyOf: null });
    assert.match(declined.yaml, /chosen: \{ copyOf: null \}/);
    assert.ok(
      declined.log.some((l) => l.event === "sba" && l.rule === "704.5f"),
      "a 0/0 Clone dies (704.5f)",
    );
  });

  it("refuses a choice for a card that isn't entering the battlefield, saying the rule", () => {
    const r = handleRun({
      yaml: BOARD,
      lang: "en",
      edit: { kind: "addObject", zone: "hand", player: "Alice", card: "Clone", chosen: { copyOf: "angel" } },
    });
    assert.match(r.rejected?.[0]?.message ?? "", /614\.12/);
  });
});
