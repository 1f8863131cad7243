// "except it's not legendary and its starting loyalty is 1" (Jace, Mirror Mage): 707.9b, 306.5b.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCopyExceptions } from "../../src/mtg/cards/oracle/copy/copyExceptions.js";

describe("oracle: a copy's starting loyalty given", () => {
  it("the loyalty value set with the other exceptions", () => {
    assert.deepEqual(parseCopyExceptions("it's not legendary and its starting loyalty is 1"), [
      { except: "notSupertypes", supertypes: ["Legendary"] },
      { except: "setValues", loyalty: 1 },
    ]);
  });
});
