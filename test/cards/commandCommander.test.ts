// Commanders (903) in the Oracle compiler and the legal actions: casts from the command zone.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseForEach } from "../../src/mtg/cards/oracle/createTokenCount.js";
import { one } from "./compiled.js";

describe("oracle commander casts (903.8)", () => {
  it("for each time you've cast your commander / a commander from the command zone this game", () => {
    for (const whose of ["your", "a"])
      assert.deepEqual(parseForEach(`time you've cast ${whose} commander from the command zone this game`), {
        of: "commanderCasts",
      });
    assert.equal(parseForEach("time you've cast your commander this game"), null);
  });
  it("the Storm cycle's cast trigger copies the spell that many times", () => {
    const a = one(
      "When you cast this spell, copy it for each time you've cast your commander from the command zone this game.",
    );
    assert.ok(a.kind === "triggered");
    const [copy] = a.effects;
    assert.ok(copy?.do === "copySpell");
    assert.deepEqual(copy.count, { of: "commanderCasts" });
  });
});
