// 706.3: "Roll a d20." with its results table — one ability (706.3b); each row "N1—N2 | …", "N | …",
// "N+ | …" is read in the context the roll left ("that card"); Wizard's Spellbook's rows copy the card.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("oracle templates: die rolls with a results table (706.3)", () => {
  it("a spell's table: rows with their ranges, the text kept as printed", () => {
    const text = "Roll a d20.\n1—9 | Draw a card.\n10—19 | Draw two cards.\n20+ | Draw three cards.";
    const a = one(text);
    assert.equal(a.text, text);
    assert.deepEqual(a.kind === "spell" ? a.effects : null, [
      {
        do: "rollDie",
        sides: 20,
        results: [
          { min: 1, max: 9, effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }] },
          { min: 10, max: 19, effects: [{ do: "draw", who: { ref: "you" }, amount: 2 }] },
          { min: 20, effects: [{ do: "draw", who: { ref: "you" }, amount: 3 }] },
        ],
      },
    ]);
  });
  it("Wizard's Spellbook: the restriction stays the ability's, the rows copy the exiled card", () => {
    const a = one(
      "{T}: Exile target instant or sorcery card from a graveyard. Roll a d20. Activate only as a sorcery.\n1—9 | Copy that card. You may cast the copy.\n10—19 | Copy that card. You may cast the copy by paying {1} rather than paying its mana cost.\n20 | Copy each card exiled with Test Card. You may cast any number of the copies without paying their mana costs.",
    );
    assert.equal(a.kind, "activated");
    if (a.kind !== "activated") return;
    assert.equal(a.sorcerySpeed, true);
    assert.deepEqual(a.effects[0], { do: "exileAndLink", what: { ref: "target", index: 0 } });
    const roll = a.effects[1];
    assert.deepEqual(roll?.do === "rollDie" ? roll.results.map((r) => r.effects) : null, [
      [{ do: "copyCard", what: { ref: "movedTarget", index: 0 }, count: 1, cast: { withoutPayingManaCost: false } }],
      [
        {
          do: "copyCard",
          what: { ref: "movedTarget", index: 0 },
          count: 1,
          cast: { withoutPayingManaCost: false, paying: "{1}" },
        },
      ],
      [{ do: "copyCard", what: { ref: "linkedExiled" }, count: 1, cast: { withoutPayingManaCost: true } }],
    ]);
  });
  it("a row not understood keeps the whole ability as text", () => {
    staysText("Roll a d20.\n1—9 | Draw a card.\n10—20 | Frobnicate wildly.");
  });
});
