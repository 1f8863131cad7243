import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { staticForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";
import { emptyDecisions } from "../../src/mtg/model/object.js";
import { colorsSpentToCast } from "../../src/mtg/rules/sunburst.js";

describe("keyword lines about +1/+1 counters as a permanent enters: graft, unleash", () => {
  it("graft N (702.58a): a number, and a trigger moving a counter onto another creature", () => {
    const k = keyword("Graft 3 (This creature enters the battlefield with three +1/+1 counters on it.)");
    assert.equal(k.keyword, "graft");
    assert.equal(k.n, 3);
    const t = triggeredForm(k);
    assert.deepEqual(t?.trigger, { on: "enters", filter: Filters.and(Filters.creature, Filters.other) });
    assert.deepEqual(t?.interveningIf, { is: "selfCounters", kind: "+1/+1", atLeast: 1 });
    assert.equal(t?.optional, true);
    assert.deepEqual(t?.effects, [
      { do: "moveCounters", from: { ref: "self" }, to: { ref: "triggerObject" }, kind: "+1/+1", amount: 1 },
    ]);
    assert.equal(compileOracleText("Graft", "Test Card")[0]?.kind, "text");
  });

  it("unleash (702.98a): can't block while it has any +1/+1 counter", () => {
    const s = staticForm(keyword("Unleash"));
    assert.deepEqual(s?.rules, [
      { rule: "cantBlock", affects: Filters.and(Filters.self, { is: "hasCounters", kind: "+1/+1" }) },
    ]);
    assert.equal(triggeredForm(keyword("Unleash")), null);
  });

  it("sunburst (702.44a): a bare keyword counting the colors of mana spent to cast the permanent", () => {
    assert.equal(
      keyword(
        "Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)",
      ).keyword,
      "sunburst",
    );
    const spent = (manaSpent: string) => ({ decisions: { ...emptyDecisions(), manaSpent } });
    assert.equal(colorsSpentToCast(spent("{W}{U}{C}{W}")), 2);
    assert.equal(colorsSpentToCast(spent("{C}{C}")), 0);
    assert.equal(colorsSpentToCast(spent("{W}{U}{B}{R}{G}")), 5);
  });

  it("multikicker (702.33c): a casting keyword with its cost; 'for each time it was kicked' counts the payments", () => {
    const k = keyword(
      "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)",
    );
    assert.equal(k.keyword, "multikicker");
    assert.equal(k.cost, "{1}{G}");
    assert.deepEqual(
      compileOracleText(
        "Test Card enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
        "Test Card",
      ),
      [
        {
          kind: "replacement",
          text: "Test Card enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
          replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: { of: "timesKicked" } },
        },
      ],
    );
  });
});
