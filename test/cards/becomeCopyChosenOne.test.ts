// "Then you may choose a token you control. If you do, each other token you control becomes a copy
// of that token" (608.2d, 707.2): Brudiclad, Telchor Engineer.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileMayChooseEachOtherBecomes } from "../../src/mtg/cards/oracle/copy/becomeCopyChosenOne.js";

const tokensYouControl = { is: "all", of: [{ is: "token" }, { is: "controlledBy", who: "you" }] };

describe("oracle: each other one becomes a copy of the one chosen", () => {
  it("one optional choice on resolution; every other object of the group copies it", () => {
    const out = compileMayChooseEachOtherBecomes([
      "Then you may choose a token you control",
      "If you do, each other token you control becomes a copy of that token",
    ]);
    assert.deepEqual(out, {
      effects: [
        {
          do: "mayThen",
          first: {
            do: "becomeCopy",
            what: { ref: "each", filter: tokensYouControl },
            of: { choose: tokensYouControl },
            exceptions: [],
            duration: "permanent",
            otherThanCopied: true,
          },
          ifYouDo: [],
        },
      ],
      count: 2,
    });
  });
  it("'that creature' after choosing a token is not the same noun: not this template", () => {
    const out = compileMayChooseEachOtherBecomes([
      "you may choose a token you control",
      "If you do, each other creature you control becomes a copy of that creature",
    ]);
    assert.equal(out, null);
  });
});
