import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { activatedForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("keyword lines that are activated abilities of cards in other zones: scavenge, transmute", () => {
  it("scavenge (702.97a): exile this card from your graveyard, counters equal to its power there", () => {
    const text =
      "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)";
    const a = activatedForm(keyword(text));
    assert.deepEqual(a, {
      kind: "activated",
      text,
      cost: { mana: "{5}{G}", exileSelfFromGraveyard: true },
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [
        { do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: { of: "exiledToPayPower" } },
      ],
      sorcerySpeed: true,
    });
  });

  it("transmute (702.53a): discard this card from your hand, search for the same mana value", () => {
    const a = activatedForm(keyword("Transmute {1}{U}{U}"));
    assert.deepEqual(a?.cost, { mana: "{1}{U}{U}", discardSelf: true });
    assert.deepEqual(a?.effects, [{ do: "searchSameManaValueAsDiscarded" }]);
    assert.equal(a?.fromHand, true);
    assert.equal(a?.sorcerySpeed, true);
  });

  it("keeps them as text without their cost", () => {
    assert.equal(compileOracleText("Scavenge", "Test Card")[0]?.kind, "text");
    assert.equal(compileOracleText("Transmute 2", "Test Card")[0]?.kind, "text");
  });

  it("dredge N (702.52a): a keyword with its number (a replacement of draws, rules/dredge.ts)", () => {
    const k = keyword("Dredge 3 (If you would draw a card, you may mill three cards instead.)");
    assert.equal(k.keyword, "dredge");
    assert.equal(k.n, 3);
    assert.equal(compileOracleText("Dredge", "Test Card")[0]?.kind, "text");
  });
});
