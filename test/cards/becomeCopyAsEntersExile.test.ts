// "As ~ enters, exile a creature card from a graveyard" (607.2a imprint, 614.12): Dermotaxi, whose
// other ability refers to "the exiled card".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles } from "./compiled.js";

describe("oracle: a card exiled from a graveyard as the permanent enters", () => {
  it("an enters replacement with the card's filter", () => {
    compiles("As Test Card enters the battlefield, exile a creature card from a graveyard.", {
      kind: "replacement",
      replacement: { effect: "asEntersExileLinked", filter: { is: "type", type: "Creature" } },
    });
  });
  it("links 'the exiled card' of the card's other abilities", () => {
    const out = compileOracleText(
      "Imprint — As Dermotaxi enters the battlefield, exile a creature card from a graveyard.\nTap two untapped creatures you control: Until end of turn, Dermotaxi becomes a copy of the exiled card, except it's a Vehicle artifact in addition to its other types.",
      "Dermotaxi",
    );
    assert.deepEqual(
      out.map((a) => a.kind),
      ["replacement", "activated"],
    );
  });
});
