import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef, KeywordAbility } from "../../src/mtg/abilities/ability.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { activatedForm, staticForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

function keywords(text: string): AbilityDef[] {
  return compileOracleText(text, "Test Card");
}

function one(text: string): KeywordAbility {
  const [k, ...rest] = keywords(text);
  assert.equal(rest.length, 0);
  assert.equal(k?.kind, "keyword", text);
  return k as KeywordAbility;
}

describe("keyword lines: evasion, triggered and activated keywords (702)", () => {
  it("landwalk names the land type the defending player must control (702.14)", () => {
    assert.deepEqual(one("Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)"), {
      kind: "keyword",
      text: "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)",
      keyword: "landwalk",
      filter: Filters.subtype("Swamp"),
    });
    assert.deepEqual(
      one("Nonbasic landwalk").filter,
      Filters.and(Filters.land, Filters.not(Filters.supertype("Basic"))),
    );
    assert.deepEqual(one("Desertwalk").filter, Filters.subtype("Desert"));
    assert.equal(keywords("Landwalk")[0]?.kind, "text");
    assert.equal(keywords("Goblinwalk")[0]?.kind, "text");
  });

  it("bare evasion keywords, alone and in lists", () => {
    for (const k of [
      "fear",
      "intimidate",
      "shadow",
      "horsemanship",
      "shroud",
      "devoid",
      "prowess",
      "exalted",
      "persist",
      "flanking",
    ])
      assert.equal(one(k.charAt(0).toUpperCase() + k.slice(1)).keyword, k);
    assert.deepEqual(
      keywords("Flying, islandwalk").map((a) => (a.kind === "keyword" ? a.keyword : a.kind)),
      ["flying", "landwalk"],
    );
  });

  it("protection from A and from B is two protection abilities (702.16g)", () => {
    const out = keywords("Flying, protection from black and from red");
    assert.deepEqual(
      out.map((a) => (a.kind === "keyword" ? [a.keyword, a.from] : [a.kind])),
      [
        ["flying", undefined],
        ["protection", "black"],
        ["protection", "red"],
      ],
    );
    assert.equal(keywords("Protection from black and from Goblins")[0]?.kind, "text");
  });

  it("keywords with their parameter, never without it", () => {
    assert.equal(one("Bushido 2").n, 2);
    assert.equal(one("Cycling {1}{U}").cost, "{1}{U}");
    assert.equal(one("Ward {2}").cost, "{2}");
    assert.equal(one("Crew 3").n, 3);
    for (const text of ["Bushido", "Cycling", "Bushido {2}", "Crew", "Crew {3}"])
      assert.equal(keywords(text)[0]?.kind, "text", text);
  });

  it("cycling is an activated ability that functions in the hand: [cost], discard this card: draw a card (702.29a)", () => {
    assert.deepEqual(activatedForm(one("Cycling {2}")), {
      kind: "activated",
      text: "Cycling {2}",
      cost: { mana: "{2}", discardSelf: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
      fromHand: true,
    });
  });

  it("crew is an activated ability: tap creatures with total power N: becomes an artifact creature until end of turn (702.122a)", () => {
    assert.deepEqual(activatedForm(one("Crew 2")), {
      kind: "activated",
      text: "Crew 2",
      cost: { crew: 2 },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [{ op: "addTypes", types: ["Artifact", "Creature"] }],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("wither and infect are keywords the damage rules read (702.80b, 702.90b)", () => {
    assert.equal(one("Wither").keyword, "wither");
    assert.equal(one("Infect").keyword, "infect");
  });

  it("devoid is a characteristic-defining ability: colorless (702.114a)", () => {
    assert.deepEqual(staticForm(one("Devoid"))?.effects, [
      { affects: { is: "self" }, parts: [{ op: "setColors", colors: [] }] },
    ]);
    assert.equal(staticForm(one("Devoid"))?.cda, true);
  });

  it("prowess, exalted, bushido, flanking and persist are the triggered abilities the rules define", () => {
    const pump = (ref: "self" | "triggerObject", n: number) => ({
      do: "continuous",
      what: { ref },
      parts: [{ op: "modifyPT", power: n, toughness: n }],
      duration: "endOfTurn",
    });
    const prowess = triggeredForm(one("Prowess"));
    assert.deepEqual(prowess?.trigger, { on: "cast", filter: Filters.not(Filters.creature), by: "you" });
    assert.deepEqual(prowess?.effects, [pump("self", 1)]);
    const exalted = triggeredForm(one("Exalted"));
    assert.deepEqual(exalted?.trigger, {
      on: "attacksAlone",
      filter: Filters.and(Filters.creature, Filters.youControl),
    });
    assert.deepEqual(exalted?.effects, [pump("triggerObject", 1)]);
    const bushido = triggeredForm(one("Bushido 3"));
    assert.deepEqual(bushido?.trigger, { on: "blocks", filter: Filters.self, orBecomesBlocked: true });
    assert.deepEqual(bushido?.effects, [pump("self", 3)]);
    const flanking = triggeredForm(one("Flanking"));
    assert.deepEqual(flanking?.effects, [pump("triggerObject", -1)]);
    const persist = triggeredForm(one("Persist"));
    assert.deepEqual(persist?.interveningIf, { is: "selfHadNoCounters", kind: "-1/-1" });
  });
});
