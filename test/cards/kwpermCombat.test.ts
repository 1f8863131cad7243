import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { activatedForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { keyword } from "./keywordLine.js";

describe("keyword lines of combat and permanents (session 11): annihilator, afflict, rampage, battle cry, training, ingest, skulk, outlast, reinforce", () => {
  it("annihilator N (702.86a): the defending player sacrifices N permanents", () => {
    const k = keyword("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)");
    assert.equal(k.n, 2);
    const t = triggeredForm(k);
    assert.deepEqual(t?.trigger, { on: "attacks", filter: Filters.self });
    assert.deepEqual(t?.effects, [
      { do: "playersSacrifice", who: { ref: "triggerPlayer" }, filter: Filters.and(), count: 2 },
    ]);
    assert.equal(compileOracleText("Annihilator", "Test Card")[0]?.kind, "text");
  });

  it("afflict N (702.130a): the defending player loses N life when it becomes blocked", () => {
    const t = triggeredForm(keyword("Afflict 3"));
    assert.deepEqual(t?.trigger, { on: "becomesBlocked", filter: Filters.self });
    assert.deepEqual(t?.effects, [{ do: "loseLife", who: { ref: "triggerPlayer" }, amount: 3 }]);
  });

  it("rampage N (702.23a): +N/+N for each blocker beyond the first, a number locked as it resolves", () => {
    const t = triggeredForm(keyword("Rampage 3"));
    assert.deepEqual(t?.trigger, { on: "becomesBlocked", filter: Filters.self });
    const e = t?.effects[0];
    assert.equal(e?.do, "continuous");
    assert.equal(e?.do === "continuous" ? e.duration : null, "endOfTurn");
  });

  it("battle cry, training, ingest: bare keyword lines with their triggers", () => {
    assert.deepEqual(triggeredForm(keyword("Battle cry"))?.trigger, { on: "attacks", filter: Filters.self });
    const training = triggeredForm(keyword("Training"))?.trigger;
    assert.equal(training?.on === "attacks" && training.withAnother !== undefined, true);
    assert.deepEqual(triggeredForm(keyword("Ingest"))?.effects, [
      { do: "exileTopOfLibrary", who: { ref: "triggerPlayer" }, count: 1 },
    ]);
    assert.equal(keyword("Skulk").keyword, "skulk");
    assert.equal(triggeredForm(keyword("Skulk")), null);
  });

  it("outlast [cost] (702.107a) and reinforce N—[cost] (702.77a): activated abilities", () => {
    const outlast = activatedForm(keyword("Outlast {1}{W}"));
    assert.deepEqual(outlast?.cost, { mana: "{1}{W}", tap: true });
    assert.equal(outlast?.sorcerySpeed, true);
    const k = keyword("Reinforce 2—{1}{G}");
    assert.equal(k.n, 2);
    const reinforce = activatedForm(k);
    assert.deepEqual(reinforce?.cost, { mana: "{1}{G}", discardSelf: true });
    assert.equal(reinforce?.fromHand, true);
    assert.deepEqual(reinforce?.effects, [
      { do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: 2 },
    ]);
    assert.equal(compileOracleText("Reinforce {1}{G}", "Test Card")[0]?.kind, "text");
  });

  it("melee (702.121a): +1/+1 for each opponent attacked this combat; totem armor is umbra armor (702.89b)", () => {
    const t = triggeredForm(keyword("Melee"));
    assert.deepEqual(t?.trigger, { on: "attacks", filter: Filters.self });
    const e = t?.effects[0];
    assert.deepEqual(e?.do === "continuous" ? e.parts : null, [
      {
        op: "modifyPT",
        power: { of: "opponentsAttackedThisCombat" },
        toughness: { of: "opponentsAttackedThisCombat" },
      },
    ]);
    assert.equal(
      keyword(
        "Totem armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)",
      ).keyword,
      "umbra armor",
    );
    assert.equal(keyword("Umbra armor").keyword, "umbra armor");
  });
});
