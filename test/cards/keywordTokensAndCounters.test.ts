import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { activatedForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { one } from "./compiled.js";

describe("afterlife, modular, fabricate, living weapon: keyword lines that are triggered abilities", () => {
  it("reads the numbered keywords, and refuses them without their number", () => {
    assert.deepEqual(one("Afterlife 2"), { kind: "keyword", text: "Afterlife 2", keyword: "afterlife", n: 2 });
    assert.deepEqual(one("Modular 1"), { kind: "keyword", text: "Modular 1", keyword: "modular", n: 1 });
    assert.deepEqual(one("Fabricate 3"), { kind: "keyword", text: "Fabricate 3", keyword: "fabricate", n: 3 });
    assert.equal(one("Afterlife").kind, "text");
    assert.equal(one("Modular—Sunburst").kind, "text");
  });

  it("702.135a afterlife: dies, N 1/1 white and black Spirits with flying", () => {
    const t = triggeredForm(one("Afterlife 2"));
    assert.deepEqual(t?.trigger, { on: "dies", filter: { is: "self" } });
    const [create] = t?.effects ?? [];
    assert.equal(create?.do, "createToken");
    if (create?.do !== "createToken") return;
    assert.equal(create.count, 2);
    assert.deepEqual(create.token.colors, ["W", "B"]);
    assert.deepEqual(create.token.abilities, [{ kind: "keyword", text: "Flying", keyword: "flying" }]);
  });

  it("702.43a modular: an optional dies trigger targeting an artifact creature, counting its last +1/+1 counters", () => {
    const t = triggeredForm(one("Modular 1"));
    assert.equal(t?.optional, true);
    assert.deepEqual(t?.effects, [
      {
        do: "addCounters",
        what: { ref: "target", index: 0 },
        kind: "+1/+1",
        amount: { of: "countersOnSelf", kind: "+1/+1" },
      },
    ]);
  });

  it("702.123a fabricate and 702.92a living weapon are enters triggers", () => {
    assert.deepEqual(triggeredForm(one("Fabricate 2"))?.effects, [{ do: "fabricate", n: 2 }]);
    const lw = triggeredForm(one("Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ…)"));
    assert.deepEqual(lw?.trigger, { on: "enters", filter: { is: "self" } });
    assert.deepEqual(lw?.effects[1], { do: "attach", what: { ref: "self" }, to: { ref: "created" } });
  });
});

describe("typecycling (702.29e): a cycling ability that searches for a card of the type", () => {
  it("reads basic landcycling, a subtype, and two on one line", () => {
    const basic = activatedForm(one("Basic landcycling {1}{G} (reminder)"));
    assert.deepEqual(basic?.cost, { mana: "{1}{G}", discardSelf: true });
    assert.equal(basic?.fromHand, true);
    assert.deepEqual(basic?.effects, [
      {
        do: "searchLibraryFor",
        filter: {
          is: "all",
          of: [
            { is: "supertype", supertype: "Basic" },
            { is: "type", type: "Land" },
          ],
        },
        max: 1,
        to: "hand",
        reveal: true,
      },
    ]);
    const two = compileOracleText("Swampcycling {2}, mountaincycling {2}", "Test Card");
    assert.deepEqual(
      two.map((a) => (a.kind === "keyword" ? a.filter : null)),
      [
        { is: "subtype", subtype: "Swamp" },
        { is: "subtype", subtype: "Mountain" },
      ],
    );
    assert.equal(one("Wizardcycling {3}").kind, "keyword");
  });

  it("keeps plain cycling a draw, and refuses unknown types", () => {
    assert.deepEqual(activatedForm(one("Cycling {2}"))?.effects, [{ do: "draw", who: { ref: "you" }, amount: 1 }]);
    assert.equal(one("Frobcycling {2}").kind, "text");
  });
});
