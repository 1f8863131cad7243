import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import {
  reduceGeneric,
  takeColored,
  takeGeneric,
  totalSymbols,
  costText,
} from "../../src/mtg/rules/casting/costSymbols.js";

function only(text: string): AbilityDef {
  const [a, ...rest] = compileOracleText(text, "Test Card");
  assert.equal(rest.length, 0);
  assert.ok(a);
  return a;
}

describe("keyword lines of casting (702): convoke, improvise, delve, affinity, megamorph, split second", () => {
  it("compiles the keywords with their parameters", () => {
    for (const k of ["Convoke", "Improvise", "Delve", "Split second"]) {
      const a = only(`${k} (reminder text.)`);
      assert.equal(a.kind === "keyword" && a.keyword, k.toLowerCase(), k);
    }
    assert.deepEqual(only("Megamorph {5}{G}"), {
      kind: "keyword",
      text: "Megamorph {5}{G}",
      keyword: "megamorph",
      cost: "{5}{G}",
    });
    assert.deepEqual(only("Affinity for artifacts"), {
      kind: "keyword",
      text: "Affinity for artifacts",
      keyword: "affinity",
      filter: Filters.artifact,
    });
    assert.deepEqual(only("Affinity for Swamps"), {
      kind: "keyword",
      text: "Affinity for Swamps",
      keyword: "affinity",
      filter: Filters.subtype("Swamp"),
    });
    for (const text of ["Megamorph", "Affinity", "Affinity for"]) assert.equal(only(text).kind, "text", text);
  });

  it("bloodthirst N and soulshift N keep their number; soulshift is a 'dies' trigger targeting a Spirit card (702.46a)", () => {
    const blood = only("Bloodthirst 2");
    assert.equal(blood.kind === "keyword" && blood.n, 2);
    const soul = only("Soulshift 3");
    const trigger = soul.kind === "keyword" ? triggeredForm(soul) : null;
    assert.deepEqual(trigger?.targets, [
      {
        spec: {
          kind: "card",
          zone: "graveyard",
          whose: "you",
          filter: Filters.and(Filters.subtype("Spirit"), { is: "manaValue", atMost: 3 }),
        },
      },
    ]);
    assert.equal(trigger?.optional, true);
  });

  it("a total cost's symbols: generic, colored, X as announced", () => {
    const s = totalSymbols("{X}{2}{G}{W/U}", 3);
    assert.ok(takeColored(s, ["U"]));
    assert.ok(takeColored(s, ["G"]));
    assert.ok(!takeColored(s, ["G"]));
    assert.ok(takeGeneric(s));
    assert.equal(costText(s), "{2}{2}");
    // 601.2f: a reduction takes generic mana only.
    assert.equal(reduceGeneric("{4}{G}", 0, 6), "{G}");
    assert.equal(reduceGeneric("{X}{R}", 2, 1), "{1}{R}");
  });
});
