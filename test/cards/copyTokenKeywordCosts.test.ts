// Embalm and eternalize with more than mana in their cost (702.128a, 702.129a).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { activatedForm } from "../../src/mtg/abilities/keywordActions.js";
import { compiles, one } from "./compiled.js";

const text =
  "Eternalize—{3}{U}{U}, Discard a card. ({3}{U}{U}, Discard a card, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Naga Warrior with no mana cost. Eternalize only as a sorcery.)";

describe("oracle token copies: eternalize—{cost}, discard a card", () => {
  it("the keyword with its mana and the card to discard", () => {
    compiles(text, { kind: "keyword", keyword: "eternalize", cost: "{3}{U}{U}", discard: 1 });
  });
  it("its activated form discards as part of the cost", () => {
    const a = activatedForm(one(text));
    assert.deepEqual(a?.cost, { mana: "{3}{U}{U}", exileSelfFromGraveyard: true, discard: 1 });
    assert.equal(a?.sorcerySpeed, true);
  });
  it("another additional cost is not this template", () => {
    assert.equal(one("Eternalize—{3}{U}{U}, Sacrifice a creature.").kind, "text");
  });
});
