// Commanders (903) in the Oracle compiler and the legal actions: casts from the command zone.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseForEach } from "../../src/mtg/cards/oracle/effects/createTokenCount.js";
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

describe("oracle commander phrases (903.3d)", () => {
  it("lieutenant: an intervening if 'you control your commander' (a commander you own)", () => {
    const a = one("Lieutenant — At the beginning of combat on your turn, if you control your commander, draw a card.");
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.interveningIf, {
      is: "youControlCount",
      filter: { is: "all", of: [{ is: "commander" }, { is: "ownedBy", who: "you" }] },
      atLeast: 1,
    });
  });
  it("'commander creatures you control' and 'a commander'", () => {
    const a = one("Commander creatures you control get +2/+2 and have indestructible.");
    assert.ok(a.kind === "static");
    assert.deepEqual(a.effects[0]?.affects, {
      is: "all",
      of: [{ is: "commander" }, { is: "type", type: "Creature" }, { is: "controlledBy", who: "you" }],
    });
  });
  it("a static ability 'As long as you control …' has that condition (611.3b)", () => {
    const a = one("As long as you control an artifact, Test Card gets +2/+0 and has flying.");
    assert.ok(a.kind === "static");
    assert.deepEqual(a.effects[0]?.condition, {
      is: "youControlCount",
      filter: { is: "type", type: "Artifact" },
      atLeast: 1,
    });
  });
});

describe("oracle eminence (113.6b)", () => {
  it("'if ~ is in the command zone or on the battlefield' and 'another Vampire spell'", () => {
    const a = one(
      "Eminence — Whenever you cast another Vampire spell, if Test Card is in the command zone or on the battlefield, create a 1/1 black Vampire creature token.",
    );
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.interveningIf, { is: "selfInZones", zones: ["command", "battlefield"] });
    assert.deepEqual(a.trigger, {
      on: "cast",
      filter: { is: "all", of: [{ is: "other" }, { is: "subtype", subtype: "Vampire" }] },
      by: "you",
    });
  });
});

describe("oracle partner with and deck-building abilities (702.124, 903.3a)", () => {
  it("Partner with NAME is its enters trigger: the target player searches for NAME", () => {
    const a = one(
      "Partner with Brallin, Skyshark Rider (When this creature enters the battlefield, target player may put Brallin into their hand from their library, then shuffle.)",
    );
    assert.ok(a.kind === "triggered");
    assert.deepEqual(a.trigger, { on: "enters", filter: { is: "self" } });
    assert.deepEqual(a.targets, [{ spec: { kind: "player", who: "any" } }]);
    assert.deepEqual(a.effects, [
      {
        do: "byPlayer",
        who: { ref: "targetPlayer", index: 0 },
        effects: [
          {
            do: "searchLibraryFor",
            filter: { is: "named", name: "Brallin, Skyshark Rider" },
            max: 1,
            to: "hand",
            reveal: true,
          },
        ],
      },
    ]);
  });
  it("~ can be your commander; friends forever", () => {
    const a = one("Test Card can be your commander.");
    assert.deepEqual(a, {
      kind: "static",
      text: "Test Card can be your commander.",
      effects: [],
      rules: [{ rule: "canBeYourCommander" }],
    });
    assert.deepEqual(
      one("Friends forever (You can have two commanders if both have friends forever.)").kind,
      "keyword",
    );
  });
});
