import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("keyword lines that are triggered abilities: mentor, evolve, extort", () => {
  it("mentor (702.134a): an attack trigger targeting an attacking creature with lesser power", () => {
    const text =
      "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)";
    const t = triggeredForm(keyword(text));
    assert.deepEqual(t?.trigger, { on: "attacks", filter: Filters.self });
    assert.deepEqual(t?.targets, [
      {
        spec: {
          kind: "permanent",
          filter: Filters.and(
            Filters.creature,
            { is: "attacking" },
            { is: "comparedToSource", stat: "power", than: "lesser" },
          ),
        },
      },
    ]);
    assert.deepEqual(t?.effects, [{ do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: 1 }]);
  });

  it("evolve (702.100a): compared as it triggers and again on resolution (603.4)", () => {
    const t = triggeredForm(keyword("Evolve"));
    const greater = Filters.or(
      { is: "comparedToSource", stat: "power", than: "greater" },
      { is: "comparedToSource", stat: "toughness", than: "greater" },
    );
    assert.deepEqual(t?.trigger, { on: "enters", filter: Filters.and(Filters.creature, Filters.youControl, greater) });
    assert.deepEqual(t?.effects, [
      {
        do: "if",
        condition: { is: "triggerObjectMatches", filter: greater },
        effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
      },
    ]);
  });

  it("extort (702.101a): a cast trigger with an optional {W/B} payment, in keyword lists too", () => {
    const t = triggeredForm(
      keyword(
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)",
      ),
    );
    assert.deepEqual(t?.trigger, { on: "cast", filter: Filters.and(), by: "you" });
    assert.deepEqual(t?.effects, [
      {
        do: "mayThen",
        first: { do: "payMana", mana: "{W/B}" },
        ifYouDo: [{ do: "opponentsLoseYouGainThatMuch", amount: 1 }],
      },
    ]);
    assert.deepEqual(
      compileOracleText("Flying, extort", "Test Card").map((a) => a.kind === "keyword" && a.keyword),
      ["flying", "extort"],
    );
  });

  it("keeps the parameterised forms it doesn't know as text", () => {
    assert.equal(compileOracleText("Mentor 2", "Test Card")[0]?.kind, "text");
    assert.equal(compileOracleText("Evolve {1}", "Test Card")[0]?.kind, "text");
  });
});
