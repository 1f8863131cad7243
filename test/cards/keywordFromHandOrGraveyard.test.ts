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

describe("ninjutsu (702.49a): an activated ability of a card in a hand", () => {
  it("reads Ninjutsu [cost]; its cost returns an unblocked attacker, its instruction puts the card in", () => {
    const text = "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: …)";
    assert.deepEqual(one(text), { kind: "keyword", text, keyword: "ninjutsu", cost: "{1}{U}" });
    const a = activatedForm(one("Ninjutsu {2}{U}{U}"));
    assert.ok(a);
    assert.equal(activationZone(a), "hand");
    assert.deepEqual(a.cost, { mana: "{2}{U}{U}", returnUnblockedAttacker: true });
    assert.deepEqual(a.effects, [{ do: "ninjutsu" }]);
    assert.equal(a.sorcerySpeed, undefined);
    assert.equal(one("Ninjutsu").kind, "text");
  });
});
