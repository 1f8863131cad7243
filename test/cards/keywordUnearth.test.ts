import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { activatedForm } from "../../src/mtg/abilities/keywordActions.js";
import { activationZone } from "../../src/mtg/abilities/activationZone.js";
import { one } from "./compiled.js";

describe("unearth (702.84a): a sorcery-speed activated ability of a card in a graveyard", () => {
  it("reads Unearth [cost] and refuses it bare", () => {
    const text = "Unearth {2}{B} ({2}{B}: Return this card from your graveyard to the battlefield. …)";
    assert.deepEqual(one(text), { kind: "keyword", text, keyword: "unearth", cost: "{2}{B}" });
    assert.equal(one("Unearth").kind, "text");
  });

  it("is activated from the graveyard, only as a sorcery, and does what 702.84a says", () => {
    const a = activatedForm(one("Unearth {B}"));
    assert.ok(a);
    assert.equal(activationZone(a), "graveyard");
    assert.equal(a.sorcerySpeed, true);
    assert.deepEqual(a.cost, { mana: "{B}" });
    assert.deepEqual(a.effects, [{ do: "unearth" }]);
  });
});
