import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

const only = (text: string) => {
  const [a, ...rest] = compileOracleText(text, "Test Card");
  assert.equal(rest.length, 0);
  return a;
};

describe("keyword actions on permanents (session 11): support, bolster, explore", () => {
  it("support N (701.41a): up to N other target creatures, one counter each", () => {
    const a = only("When Test Card enters the battlefield, support 2.");
    assert.equal(a?.kind, "triggered");
    if (a?.kind !== "triggered") return;
    assert.deepEqual(a.targets, [
      { spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) }, min: 0, max: 2 },
    ]);
    assert.deepEqual(a.effects, [{ do: "addCounters", what: { ref: "targets" }, kind: "+1/+1", amount: 1 }]);
    assert.equal(only("Support 2. (Put a +1/+1 counter on each of up to two target creatures.)")?.kind, "spell");
  });

  it("bolster N / bolster X, where X is … (701.39a): no target", () => {
    const a = only("Bolster 3.");
    assert.equal(a?.kind, "spell");
    if (a?.kind !== "spell") return;
    assert.deepEqual(a.effects, [{ do: "bolster", amount: 3 }]);
    assert.equal(a.targets?.length ?? 0, 0);
    const x = only("Bolster X, where X is the number of cards in your hand.");
    assert.deepEqual(x?.kind === "spell" ? x.effects : null, [
      { do: "bolster", amount: { of: "cardsInHand", whose: "you" } },
    ]);
  });

  it("explore (701.44a): 'it explores', '~ explores', 'it explores, then it explores again'", () => {
    const a = only("When Test Card enters the battlefield, it explores.");
    assert.deepEqual(a?.kind === "triggered" ? a.effects : null, [{ do: "explore", what: { ref: "self" } }]);
    const twice = only("When Test Card enters the battlefield, it explores, then it explores again.");
    assert.equal(twice?.kind === "triggered" ? twice.effects.length : 0, 2);
    const target = only("Target creature you control explores.");
    assert.deepEqual(target?.kind === "spell" ? target.effects : null, [
      { do: "explore", what: { ref: "target", index: 0 } },
    ]);
  });

  it("class level bars (716.2a): an activated ability per bar, and each later ability only from that level on", () => {
    const abilities = compileOracleText(
      "Spells your opponents cast during your turn cost {1} more to cast.\n{2}{W}: Level 2\nCreatures you control get +1/+1.",
      "Test Card",
    );
    const [, bar, atLevel2] = abilities;
    assert.equal(bar?.kind, "activated");
    if (bar?.kind !== "activated") return;
    assert.deepEqual(bar.cost, { mana: "{2}{W}" });
    assert.deepEqual(bar.effects, [{ do: "setClassLevel", level: 2 }]);
    assert.deepEqual(bar.onlyIf, { is: "selfMatches", filter: { is: "classLevel", equals: 1 } });
    assert.equal(bar.sorcerySpeed, true);
    assert.equal(atLevel2?.kind, "static");
    if (atLevel2?.kind !== "static") return;
    assert.deepEqual(atLevel2.effects[0]?.condition, {
      is: "selfMatches",
      filter: { is: "classLevel", atLeast: 2 },
    });
  });
});
