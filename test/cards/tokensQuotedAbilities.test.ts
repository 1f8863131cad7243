import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { one } from "./compiled.js";
import { protectQuotes, quotedText } from "../../src/mtg/cards/oracle/text/quotes.js";

const addAny: AbilityDef = {
  kind: "activated",
  text: "{T}: Add one mana of any color.",
  cost: { tap: true },
  effects: [{ do: "addManaAnyColor", amount: 1 }],
  manaAbility: true,
};

describe("quoted abilities (113.1a)", () => {
  it("a quotation is carried through normalization as one word and read back", () => {
    const protectedText = protectQuotes('Enchanted land has "{T}: Add one mana of any color."', "Test Card");
    const word = protectedText.split(" ").at(-1) ?? "";
    assert.ok(!protectedText.includes('"'));
    assert.ok(!word.includes("."));
    assert.equal(quotedText(word), "{T}: Add one mana of any color.");
    assert.equal(quotedText("flying"), null);
  });

  it("a static ability grants a quoted ability (layer 6)", () => {
    assert.deepEqual(one('Creatures you control have "{T}: Add one mana of any color."'), {
      kind: "static",
      text: 'Creatures you control have "{T}: Add one mana of any color."',
      effects: [
        {
          affects: {
            is: "all",
            of: [
              { is: "type", type: "Creature" },
              { is: "controlledBy", who: "you" },
            ],
          },
          parts: [{ op: "addAbilities", abilities: [addAny] }],
        },
      ],
    });
    const aura = one('Enchanted creature gets +2/+2 and has vigilance and "{T}: Draw a card."');
    assert.equal(aura.kind, "static");
    const parts = aura.kind === "static" ? aura.effects[0]?.parts : [];
    assert.deepEqual(
      parts?.map((p) => (p.op === "addAbilities" ? p.abilities.map((a) => a.text) : p.op)),
      ["modifyPT", ["Vigilance", "{T}: Draw a card."]],
    );
  });

  it("a resolving spell gives one until end of turn; 'this creature' is the creature that has it", () => {
    const volley = one(
      'Until end of turn, creatures you control gain "{T}: This creature deals 1 damage to any target."',
    );
    assert.equal(volley.kind, "spell");
    const [effect] = volley.kind === "spell" ? volley.effects : [];
    assert.equal(effect?.do, "continuous");
    const [part] = effect?.do === "continuous" ? effect.parts : [];
    const [granted] = part?.op === "addAbilities" ? part.abilities : [];
    assert.equal(granted?.kind, "activated");
    assert.deepEqual(granted?.kind === "activated" ? granted.effects : null, [
      { do: "dealDamage", amount: 1, to: "targetAny" },
    ]);
  });

  it("a quotation not understood, or naming the card itself, leaves the paragraph not executed", () => {
    assert.equal(one('Enchanted creature has "Whenever this creature frobs, it wibbles."').kind, "text");
    assert.equal(
      one('Equipped creature has "Whenever this creature deals combat damage, put a +1/+1 counter on Test Card."').kind,
      "text",
    );
    assert.equal(one('Enchanted creature has "{T}: Add one mana of any color."', "Add").kind, "text");
  });
});
