// "As ~ enters, you may exile two creature cards from graveyards. If you do, it enters as a copy of one
// of those cards with a number of additional +1/+1 counters on it equal to the power of the other card"
// (The Mimeoplasm): 707.5, 614.1c.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const text =
  "As Test Card enters the battlefield, you may exile two creature cards from graveyards. If you do, it enters the battlefield as a copy of one of those cards with a number of additional +1/+1 counters on it equal to the power of the other card.";

describe("oracle: entering as a copy of one of two cards exiled from graveyards", () => {
  it("one enters replacement with the cards' filter and the counters' kind", () => {
    compiles(text, {
      kind: "replacement",
      replacement: { effect: "entersAsCopyOfExiledPair", filter: { is: "type", type: "Creature" }, counter: "+1/+1" },
    });
  });
  it("a third sentence is not this shape: stays text", () => {
    staysText(`${text} Draw a card.`);
  });
});
