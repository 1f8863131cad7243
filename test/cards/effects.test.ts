import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

/** An ability without its text (distributes over the AbilityDef union). */
type WithoutText<T> = T extends unknown ? Omit<T, "text"> : never;

/** The single ability a paragraph compiles to, without its text. */
function one(text: string, selfName = "Test Card"): WithoutText<AbilityDef> {
  const out = compileOracleText(text, selfName);
  assert.equal(out.length, 1, `one ability from ${JSON.stringify(text)}`);
  const [a] = out;
  assert.ok(a);
  const { text: _text, ...rest } = a;
  return rest;
}

const self = { ref: "self" } as const;
const t0 = { ref: "target", index: 0 } as const;
const creature = { is: "type", type: "Creature" } as const;
const targetPlayer = { spec: { kind: "player", who: "any" } } as const;

describe("oracle instructions: mana (106.1, 605.1a)", () => {
  it("Add {R} or {G} is a mana ability of one of the colors, even with damage to you", () => {
    assert.deepEqual(one("{T}: Add {R} or {G}. Test Card deals 1 damage to you."), {
      kind: "activated",
      cost: { tap: true },
      effects: [
        { do: "addManaOfOneOf", colors: ["R", "G"], amount: 1 },
        { do: "dealDamageToPlayer", amount: 1, who: { ref: "you" } },
      ],
      manaAbility: true,
    });
    assert.deepEqual(one("{T}: Add {W}, {U}, or {B}."), {
      kind: "activated",
      cost: { tap: true },
      effects: [{ do: "addManaOfOneOf", colors: ["W", "U", "B"], amount: 1 }],
      manaAbility: true,
    });
  });
  it("Add two mana of any one color", () => {
    assert.deepEqual(one("{T}, Sacrifice Test Card: Add three mana of any one color."), {
      kind: "activated",
      cost: { tap: true, sacrificeSelf: true },
      effects: [{ do: "addManaAnyColor", amount: 3 }],
      manaAbility: true,
    });
  });
  it("a symbol other than one colored mana stays text", () => {
    assert.equal(one("{T}: Add {U} or {C}{U}.").kind, "text");
  });
});

describe("oracle instructions: library and hand (701.9, 701.17, 701.22, 701.25)", () => {
  it("mill, scry, surveil, discard", () => {
    assert.deepEqual(one("Target player mills two cards."), {
      kind: "spell",
      targets: [targetPlayer],
      effects: [{ do: "mill", who: { ref: "targetPlayer", index: 0 }, amount: 2 }],
    });
    assert.deepEqual(one("Scry 2."), { kind: "spell", effects: [{ do: "scry", amount: 2 }] });
    assert.deepEqual(one("Each opponent discards a card."), {
      kind: "spell",
      effects: [{ do: "discard", who: { ref: "eachOpponent" }, amount: 1 }],
    });
    assert.equal(one("Target player mill two cards.").kind, "text");
  });
  it("X, then Y: two instructions in order (608.2c)", () => {
    assert.deepEqual(one("{T}: Draw a card, then discard a card."), {
      kind: "activated",
      cost: { tap: true },
      effects: [
        { do: "draw", who: { ref: "you" }, amount: 1 },
        { do: "discard", who: { ref: "you" }, amount: 1 },
      ],
    });
  });
  it("player X and player Y", () => {
    assert.deepEqual(one("Target player loses 3 life and you gain 3 life."), {
      kind: "spell",
      targets: [targetPlayer],
      effects: [
        { do: "loseLife", who: { ref: "targetPlayer", index: 0 }, amount: 3 },
        { do: "gainLife", who: { ref: "you" }, amount: 3 },
      ],
    });
  });
});

describe("oracle instructions: regeneration (701.19)", () => {
  it("Regenerate ~ / target creature", () => {
    assert.deepEqual(one("{B}: Regenerate Test Card."), {
      kind: "activated",
      cost: { mana: "{B}" },
      effects: [{ do: "regenerate", what: self }],
    });
    assert.deepEqual(one("Regenerate target creature."), {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: creature } }],
      effects: [{ do: "regenerate", what: t0 }],
    });
  });
  it("It / They can't be regenerated mark the destruction before (701.19c)", () => {
    assert.deepEqual(one("Destroy target creature. It can't be regenerated."), {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: creature } }],
      effects: [{ do: "destroy", what: t0, cantBeRegenerated: true }],
    });
    assert.deepEqual(one("Destroy all creatures. They can't be regenerated."), {
      kind: "spell",
      effects: [{ do: "destroy", what: { ref: "each", filter: creature }, cantBeRegenerated: true }],
    });
    // The number must agree, and something must have been destroyed.
    assert.equal(one("Destroy all creatures. It can't be regenerated.").kind, "text");
    assert.equal(one("Tap target creature. It can't be regenerated.").kind, "text");
  });
});

describe("oracle instructions: damage, payments, graveyards", () => {
  it("it deals damage: the source, when 'it' is the source", () => {
    assert.deepEqual(one("When Test Card enters, it deals 4 damage to target creature."), {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      targets: [{ spec: { kind: "permanent", filter: creature } }],
      effects: [{ do: "dealDamage", amount: 4, to: t0 }],
    });
  });
  it("each creature and each player", () => {
    assert.deepEqual(one("Test Card deals X damage to each creature and each player."), {
      kind: "spell",
      effects: [
        { do: "dealDamage", amount: { of: "x" }, to: { ref: "each", filter: creature } },
        { do: "dealDamageToPlayer", amount: { of: "x" }, who: { ref: "eachPlayer" } },
      ],
    });
  });
  it("sacrifice ~ unless you pay (118.12)", () => {
    assert.deepEqual(one("At the beginning of your upkeep, sacrifice Test Card unless you pay {G}{G}."), {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      effects: [{ do: "unlessYouPay", mana: "{G}{G}", effects: [{ do: "sacrifice", what: self }] }],
    });
  });
  it("counter target spell unless its controller pays", () => {
    assert.deepEqual(one("Counter target spell unless its controller pays {3}."), {
      kind: "spell",
      targets: [{ spec: { kind: "spell" } }],
      effects: [{ do: "counterUnlessPays", what: t0, mana: "{3}" }],
    });
  });
  it("return target creature card from your graveyard to your hand / the battlefield", () => {
    const slot = { spec: { kind: "card", zone: "graveyard", filter: creature, whose: "you" } };
    assert.deepEqual(one("Return target creature card from your graveyard to your hand."), {
      kind: "spell",
      targets: [slot],
      effects: [{ do: "returnToHand", what: t0 }],
    });
    assert.deepEqual(one("Return target creature card from your graveyard to the battlefield."), {
      kind: "spell",
      targets: [slot],
      effects: [{ do: "putOntoBattlefield", what: t0, under: "you" }],
    });
    // From any graveyard to the battlefield, the controller must be said.
    assert.equal(one("Return target creature card from a graveyard to the battlefield.").kind, "text");
  });
});

describe("oracle paragraphs: loyalty brackets and ability words", () => {
  it("[+1]: … is a loyalty ability (606.4)", () => {
    assert.deepEqual(one("[+1]: You gain 2 life."), {
      kind: "activated",
      cost: { loyalty: 1 },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 2 }],
    });
    assert.deepEqual(one("[−2]: Draw a card."), {
      kind: "activated",
      cost: { loyalty: -2 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("an ability word is read as no more than a label (207.2c)", () => {
    assert.deepEqual(one("Morbid — Draw a card."), {
      kind: "spell",
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    // Not an ability word: the dash stays, and so does the text.
    assert.equal(one("Flurry of nonsense — Draw a card.").kind, "text");
  });
});

describe("oracle triggers: more events (603.2)", () => {
  const trigger = (text: string) => {
    const a = one(text);
    assert.equal(a.kind, "triggered", text);
    return a.kind === "triggered" ? a.trigger : null;
  };
  it("life gained, cards drawn, blocks, leaves the battlefield, turned face up", () => {
    assert.deepEqual(trigger("Whenever you gain life, you draw a card."), { on: "gainLife", who: "you" });
    assert.deepEqual(trigger("Whenever an opponent draws a card, you gain 1 life."), {
      on: "drawCard",
      who: "opponent",
    });
    assert.deepEqual(trigger("Whenever Test Card blocks, you gain 1 life."), { on: "blocks", filter: { is: "self" } });
    assert.deepEqual(trigger("When Test Card leaves the battlefield, you draw a card."), {
      on: "leavesBattlefield",
      filter: { is: "self" },
    });
    assert.deepEqual(trigger("When Test Card is put into a graveyard from the battlefield, you gain 2 life."), {
      on: "dies",
      filter: { is: "self" },
    });
    assert.deepEqual(trigger("When Test Card is turned face up, you gain 2 life."), {
      on: "turnedFaceUp",
      filter: { is: "self" },
    });
    assert.deepEqual(trigger("Whenever equipped creature becomes blocked, you gain 2 life."), {
      on: "becomesBlocked",
      filter: { is: "attachedBySource" },
    });
    // The verb must agree with its subject.
    assert.equal(one("Whenever you gains life, you draw a card.").kind, "text");
  });
  it("steps: each player's, each opponent's, the end step, end of combat", () => {
    assert.deepEqual(trigger("At the beginning of each opponent's upkeep, you gain 1 life."), {
      on: "beginningOfStep",
      step: "upkeep",
      whose: "opponent",
    });
    assert.deepEqual(trigger("At the beginning of the end step, sacrifice Test Card."), {
      on: "beginningOfStep",
      step: "end",
      whose: "each",
    });
    assert.deepEqual(trigger("At end of combat, you gain 1 life."), {
      on: "beginningOfStep",
      step: "endCombat",
      whose: "each",
    });
  });
  it("enters under your control", () => {
    assert.deepEqual(trigger("Whenever a land enters under your control, you gain 1 life."), {
      on: "enters",
      filter: {
        is: "all",
        of: [
          { is: "type", type: "Land" },
          { is: "controlledBy", who: "you" },
        ],
      },
    });
  });
});

describe("oracle instructions: additional costs and 'If you do' (601.2b, 603.5)", () => {
  it("As an additional cost to cast this spell, sacrifice a creature", () => {
    assert.deepEqual(one("As an additional cost to cast this spell, sacrifice a creature."), {
      kind: "spell",
      effects: [],
      additionalCost: { sacrifice: creature },
    });
    // Discarding at random is not paid by the casting rules yet (a card is discarded, paid, life, exile are: kwcastAdditionalCosts.test.ts).
    assert.equal(one("As an additional cost to cast this spell, discard a card at random.").kind, "text");
  });
  it("you may [pay / discard / sacrifice]. If you do, …", () => {
    assert.deepEqual(one("When Test Card enters, you may discard a card. If you do, draw a card."), {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [
        {
          do: "mayThen",
          first: { do: "discard", who: { ref: "you" }, amount: 1 },
          ifYouDo: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
        },
      ],
    });
    assert.deepEqual(one("Whenever Test Card attacks, you may pay {2}. If you do, you gain 2 life."), {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [
        {
          do: "mayThen",
          first: { do: "payMana", mana: "{2}" },
          ifYouDo: [{ do: "gainLife", who: { ref: "you" }, amount: 2 }],
        },
      ],
    });
    // An action whose doing can't be seen stays text.
    assert.equal(one("When Test Card enters, you may tap target creature. If you do, draw a card.").kind, "text");
  });
});

describe("oracle instructions: delayed draws (603.7a)", () => {
  it("Draw a card at the beginning of the next turn's upkeep", () => {
    assert.deepEqual(one("Draw a card at the beginning of the next turn's upkeep."), {
      kind: "spell",
      effects: [{ do: "atNextUpkeep", effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }] }],
    });
    assert.equal(one("Draw two card at the beginning of the next turn's upkeep.").kind, "text");
  });
});
