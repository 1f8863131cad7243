// Costs paid with permanents you control (118.3), as the spell-copying abilities print them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCost } from "../../src/mtg/cards/oracle/costs/costs.js";
import { SELF } from "../../src/mtg/cards/oracle/text/sentences.js";

const yours = { is: "controlledBy", who: "you" } as const;
const untapped = { is: "not", filter: { is: "tapped" } } as const;

describe("costs paid with permanents you control", () => {
  it("Tap two untapped Wizards you control (Sigil Tracer)", () => {
    assert.deepEqual(parseCost("{1}{U}, Tap two untapped Wizards you control"), {
      mana: "{1}{U}",
      tapPermanents: { n: 2, filter: { is: "all", of: [untapped, { is: "subtype", subtype: "Wizard" }, yours] } },
    });
  });
  it("Tap an untapped creature you control", () => {
    assert.deepEqual(parseCost("Tap an untapped creature you control"), {
      tapPermanents: { n: 1, filter: { is: "all", of: [untapped, { is: "type", type: "Creature" }, yours] } },
    });
  });
  it("Return two lands you control to their owner's hand (Uyo)", () => {
    assert.deepEqual(parseCost("{2}, Return two lands you control to their owner's hand"), {
      mana: "{2}",
      returnPermanents: { n: 2, filter: { is: "all", of: [{ is: "type", type: "Land" }, yours] } },
    });
  });
  it("Return a land you control to its owner's hand; the number agrees with its/their", () => {
    assert.deepEqual(parseCost("Return a land you control to its owner's hand"), {
      returnPermanents: { n: 1, filter: { is: "all", of: [{ is: "type", type: "Land" }, yours] } },
    });
    assert.equal(parseCost("Return two lands you control to its owner's hand"), null);
  });
  it("Return ~ to its owner's hand (Rootha)", () => {
    assert.deepEqual(parseCost(`{2}, Return ${SELF} to its owner's hand`), { mana: "{2}", returnSelf: true });
  });
  it("tapping without 'untapped' is another cost (stays unknown)", () => {
    assert.equal(parseCost("Tap two Wizards you control"), null);
  });
});
