/** French type lines in French word order, the printed one where the card is as printed; and Transform offered only where it does something. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { frenchOrder } from "../../src/web/frenchTypeLine.js";
import { searchCards } from "../../src/web/library.js";
import { handleRun } from "../../src/web/session.js";

const BOARD = `scenario: types
setup:
  battlefield:
    - { id: urborg, card: "Urborg, Tomb of Yawgmoth", controller: Alice }
    - { id: angel, card: Serra Angel, controller: Alice }
    - { id: clone, card: Clone, controller: Alice, chosen: { copyOf: angel } }
    - { id: deserter, card: Afflicted Deserter, controller: Alice }
steps: []
`;

describe("workbench: French type lines", () => {
  it("puts the card type first, supertypes after it, and joins several card types", () => {
    assert.equal(frenchOrder(["Legendary"], ["Land"], ["Mountain"]), "Terrain légendaire — Montagne");
    assert.equal(frenchOrder([], ["Artifact", "Creature"], ["Construct"]), "Créature-artefact — Construction");
    assert.equal(frenchOrder(["Basic", "Snow"], ["Land"], ["Forest"]), "Terrain de base neigeux — Forêt");
  });

  it("shows the printed French type line of a card as printed, the French order of a changed one", () => {
    const r = handleRun({ yaml: BOARD, lang: "fr" });
    const tile = (alias: string) => r.board?.players[0]?.battlefield.find((o) => o.alias === alias);
    assert.equal(tile("urborg")?.typeLine, "Terrain légendaire — Marais", "Urborg is a Swamp by its own ability");
    assert.equal(tile("clone")?.typeLine, "Créature — Ange", "a Clone copying Serra Angel is not as printed");
    const types = searchCards("clone", "fr", 5).cards.find((c) => c.name === "Clone")?.typeLine;
    assert.equal(types, "Créature : changeforme", "the card list shows the printed French type line");
  });

  it("offers Transform only for a permanent that would transform (701.27c)", () => {
    const r = handleRun({ yaml: BOARD, lang: "en" });
    const tile = (alias: string) => r.board?.players[0]?.battlefield.find((o) => o.alias === alias);
    assert.equal(tile("deserter")?.canTransform, true);
    assert.equal(tile("angel")?.canTransform, false);
  });
});
