import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { activatedForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, one, staysText } from "./compiled.js";

describe("enters with counters (614.1c): X, and if it was kicked", () => {
  it("reads X as the X of the spell that became it (107.3m)", () => {
    compiles("Test Card enters the battlefield with X +1/+1 counters on it.", {
      kind: "replacement",
      replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: { of: "x" } },
    });
    compiles("Test Card enters with X charge counters on it.", {
      kind: "replacement",
      replacement: { effect: "entersWithCounters", kind: "charge", amount: { of: "x" } },
    });
  });

  it("reads 'If ~ was kicked, it enters with N counters' as a kicked condition (702.33d)", () => {
    compiles("If Test Card was kicked, it enters the battlefield with three +1/+1 counters on it.", {
      kind: "replacement",
      replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: 3, condition: { is: "kicked" } },
    });
    compiles("If Test Card was kicked, it enters with a +1/+1 counter on it.", {
      kind: "replacement",
      replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: 1, condition: { is: "kicked" } },
    });
  });

  it("refuses a number that disagrees with its noun, and other conditions", () => {
    staysText("If Test Card was kicked, it enters the battlefield with two +1/+1 counter on it.");
    staysText("If Test Card was kicked with its {1}{U} kicker, it enters with two +1/+1 counters on it.");
    staysText("Test Card enters with X +1/+1 counters on it, where X is the number of creatures you control.");
  });
});

describe("werewolves (before daybound): transform at the beginning of each upkeep, with an intervening if (603.4)", () => {
  it("compiles both conditions on last turn's spells", () => {
    compiles("At the beginning of each upkeep, if no spells were cast last turn, transform Test Card.", {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
      interveningIf: { is: "noSpellsCastLastTurn" },
      effects: [{ do: "transform", what: { ref: "self" } }],
    });
    compiles("At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Card.", {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
      interveningIf: { is: "aPlayerCastSpellsLastTurn", atLeast: 2 },
      effects: [{ do: "transform", what: { ref: "self" } }],
    });
  });

  it("refuses other conditions and other objects", () => {
    staysText("At the beginning of each upkeep, if a player cast three or more spells last turn, transform Test Card.");
    staysText("At the beginning of each upkeep, if no spells were cast last turn, transform target Werewolf.");
  });
});

describe("echo (702.30a): an upkeep trigger, sacrifice it unless you pay", () => {
  it("compiles Echo [mana cost] into its triggered ability", () => {
    const echo = one(
      "Echo {1}{G} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
    );
    assert.equal(echo.kind === "keyword" && echo.cost, "{1}{G}");
    assert.deepEqual(triggeredForm(echo), {
      kind: "triggered",
      text: echo.text,
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      interveningIf: { is: "cameUnderControlSinceLastUpkeep" },
      effects: [{ do: "unlessYouPay", mana: "{1}{G}", effects: [{ do: "sacrifice", what: { ref: "self" } }] }],
    });
  });

  it("keeps echo costs that are not mana as text", () => {
    staysText("Echo—Discard a card.");
  });
});

describe("monstrosity (701.37): the instruction, the trigger, the designation", () => {
  it("compiles '[cost]: Monstrosity N' and X", () => {
    compiles("{3}{G}{W}: Monstrosity 1. (If this creature isn't monstrous, put a +1/+1 counter on it.)", {
      kind: "activated",
      cost: { mana: "{3}{G}{W}" },
      effects: [{ do: "monstrosity", amount: 1 }],
    });
    compiles("{X}{X}{G}: Monstrosity X.", {
      kind: "activated",
      cost: { mana: "{X}{X}{G}" },
      effects: [{ do: "monstrosity", amount: { of: "x" } }],
    });
  });

  it("compiles 'When ~ becomes monstrous' and 'As long as ~ is monstrous, it has …'", () => {
    compiles("When Test Card becomes monstrous, sacrifice Test Card.", {
      kind: "triggered",
      trigger: { on: "becomesDesignated", designation: "monstrous", filter: { is: "self" } },
      effects: [{ do: "sacrifice", what: { ref: "self" } }],
    });
    const lion = one("As long as Test Card is monstrous, it has hexproof and indestructible.");
    assert.equal(lion.kind, "static");
    assert.deepEqual(lion.kind === "static" && lion.effects[0]?.condition, {
      is: "selfMatches",
      filter: { is: "monstrous" },
    });
  });

  it("keeps a trigger that uses the monstrosity's X as text (701.37c)", () => {
    const broodmaster = one("When Test Card becomes monstrous, create X X/X green Hydra creature tokens.");
    assert.equal(broodmaster.kind, "text");
  });
});

describe("leveler cards (702.87, 711): level up and the level symbols", () => {
  it("compiles level up into its sorcery-speed activated ability", () => {
    const level = one("Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)");
    assert.deepEqual(activatedForm(level), {
      kind: "activated",
      text: level.text,
      cost: { mana: "{2}{G}" },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "level", amount: 1 }],
      sorcerySpeed: true,
    });
    staysText("Level up");
  });

  it("makes each level symbol, its P/T box and its abilities one static ability (711.2a-b)", () => {
    const abilities = compileOracleText(
      "Level up {1}\nLEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying\nOther Merfolk creatures you control get +1/+1.",
      "Test Card",
    );
    assert.equal(abilities.length, 3);
    const [, low, high] = abilities;
    assert.deepEqual(low, {
      kind: "static",
      text: "LEVEL 2-3\n3/3\nFlying",
      effects: [
        {
          affects: { is: "self" },
          parts: [
            { op: "setPT", power: 3, toughness: 3 },
            { op: "addAbilities", abilities: [{ kind: "keyword", text: "Flying", keyword: "flying" }] },
          ],
          condition: { is: "selfCounters", kind: "level", atLeast: 2, atMost: 3 },
        },
      ],
    });
    assert.equal(high?.kind === "static" && high.effects[0]?.condition?.is, "selfCounters");
    assert.deepEqual(high?.kind === "static" && high.effects[0]?.condition, {
      is: "selfCounters",
      kind: "level",
      atLeast: 4,
    });
  });
});

describe("renown (702.112): a combat damage trigger and the renowned designation", () => {
  it("compiles Renown N into its triggered ability with the intervening if", () => {
    const renown = one("Renown 2 (When this creature deals combat damage to a player, …)");
    assert.deepEqual(triggeredForm(renown), {
      kind: "triggered",
      text: renown.text,
      trigger: { on: "dealsCombatDamageToPlayer", filter: { is: "self" } },
      interveningIf: { is: "not", condition: { is: "selfMatches", filter: { is: "renowned" } } },
      effects: [{ do: "renown", amount: 2 }],
    });
    staysText("Renown");
  });

  it("compiles 'Whenever a creature you control becomes renowned' and 'As long as ~ is renowned'", () => {
    compiles("Whenever a creature you control becomes renowned, draw a card.", {
      kind: "triggered",
      trigger: {
        on: "becomesDesignated",
        designation: "renowned",
        filter: {
          is: "all",
          of: [
            { is: "type", type: "Creature" },
            { is: "controlledBy", who: "you" },
          ],
        },
      },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    const chaser = one("As long as Test Card is renowned, it has menace.");
    assert.deepEqual(chaser.kind === "static" && chaser.effects[0]?.condition, {
      is: "selfMatches",
      filter: { is: "renowned" },
    });
  });
});

describe("exploit (702.110): an enters trigger, and 'When ~ exploits a creature'", () => {
  it("compiles Exploit into its enters trigger and the exploits trigger", () => {
    const exploit = one("Exploit (When this creature enters the battlefield, you may sacrifice a creature.)");
    assert.deepEqual(triggeredForm(exploit), {
      kind: "triggered",
      text: exploit.text,
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "exploit" }],
    });
    compiles("When Test Card exploits a creature, return target creature to its owner's hand.", {
      kind: "triggered",
      trigger: { on: "exploits", filter: { is: "self" } },
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
      effects: [{ do: "returnToHand", what: { ref: "target", index: 0 } }],
    });
    staysText("Whenever a creature you control exploits a nontoken creature, draw a card.");
  });
});

describe("cumulative upkeep (702.24a): an age counter, then pay for each or sacrifice", () => {
  it("compiles Cumulative upkeep [mana] into its upkeep trigger", () => {
    const upkeep = one(
      "Cumulative upkeep {U} (At the beginning of your upkeep, put an age counter on this permanent.)",
    );
    assert.deepEqual(triggeredForm(upkeep), {
      kind: "triggered",
      text: upkeep.text,
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      effects: [
        { do: "addCounters", what: { ref: "self" }, kind: "age", amount: 1 },
        { do: "payForEachCounterOrSacrifice", mana: "{U}", kind: "age" },
      ],
    });
    staysText("Cumulative upkeep—Pay 1 life.");
  });
});
