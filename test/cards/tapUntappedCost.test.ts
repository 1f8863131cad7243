// "Tap two untapped Wizards you control", "Tap an untapped creature you control" (602.2b): a cost
// component naming how many of the payer's untapped permanents, of which kind.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseTapUntappedCost } from "../../src/mtg/cards/oracle/tapUntappedCost.js";

const you = { is: "controlledBy", who: "you" } as const;

describe("oracle: tap untapped permanents you control as a cost", () => {
  it("a number and a plural noun", () => {
    assert.deepEqual(parseTapUntappedCost("Tap two untapped Wizards you control"), {
      n: 2,
      filter: { is: "all", of: [{ is: "subtype", subtype: "Wizard" }, you] },
    });
  });
  it("an untapped creature", () => {
    assert.deepEqual(parseTapUntappedCost("Tap an untapped creature you control"), {
      n: 1,
      filter: { is: "all", of: [{ is: "type", type: "Creature" }, you] },
    });
  });
  it("number and noun must agree, and the permanents must be yours", () => {
    assert.equal(parseTapUntappedCost("Tap two untapped creature you control"), null);
    assert.equal(parseTapUntappedCost("Tap two untapped creatures"), null);
  });
});
