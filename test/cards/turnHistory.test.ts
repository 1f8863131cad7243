// What the Oracle compiler makes of the turn-history templates: intervening "if" clauses about the
// turn (raid, morbid, "if you cast it"), "triggers only once each turn", "your first … spell each
// turn", and enters replacements with such a condition.
import assert from "node:assert/strict";
import { test } from "node:test";
import { castRecordMatches, recordableSpellFilter, type SpellCastRecord } from "../../src/mtg/model/turnHistory.js";
import { compiles, one, staysText } from "./compiled.js";

test("raid and morbid: an intervening if about the turn", () => {
  compiles("When Test Card enters, if you attacked this turn, draw a card.", {
    kind: "triggered",
    trigger: { on: "enters", filter: { is: "self" } },
    interveningIf: { is: "youAttackedThisTurn" },
    effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
  });
  const morbid = one("At the beginning of your end step, if a creature died this turn, draw a card.");
  assert.ok(morbid.kind === "triggered");
  assert.deepEqual(morbid.interveningIf, { is: "creatureDiedThisTurn" });
});

test("'if you cast it [from your hand]' is about the source only", () => {
  const fromHand = one("When Test Card enters, if you cast it from your hand, draw a card.");
  assert.ok(fromHand.kind === "triggered");
  assert.deepEqual(fromHand.interveningIf, { is: "selfWasCast", byYou: true, from: "hand" });
  const cast = one("When Test Card enters, if you cast it, draw a card.");
  assert.ok(cast.kind === "triggered");
  assert.deepEqual(cast.interveningIf, { is: "selfWasCast", byYou: true });
  // "it" is another object: not understood.
  staysText("Whenever an Aura enters under your control, if you cast it, draw a card.");
  // An unknown condition stays text.
  staysText("When Test Card enters, if an opponent controls more creatures than you, draw a card.");
});

test("'This ability triggers only once each turn.' limits the trigger", () => {
  const a = one("Whenever you draw a card, you gain 1 life. This ability triggers only once each turn.");
  assert.ok(a.kind === "triggered");
  assert.equal(a.oncePerTurn, true);
  assert.deepEqual(a.effects, [{ do: "gainLife", who: { ref: "you" }, amount: 1 }]);
});

test("'your first instant or sorcery spell [from your graveyard] each turn', 'their second spell'", () => {
  const first = one("Whenever you cast your first instant or sorcery spell each turn, draw a card.");
  assert.ok(first.kind === "triggered" && first.trigger.on === "cast");
  assert.deepEqual(first.trigger.nthThisTurn, { n: 1 });
  assert.equal(first.trigger.by, "you");
  const grave = one(
    "Whenever you cast your first instant or sorcery spell from your graveyard each turn, draw a card.",
  );
  assert.ok(grave.kind === "triggered" && grave.trigger.on === "cast");
  assert.deepEqual(grave.trigger.nthThisTurn, { n: 1, from: "graveyard" });
  const second = one("Whenever an opponent casts their second spell each turn, draw a card.");
  assert.ok(second.kind === "triggered" && second.trigger.on === "cast");
  assert.deepEqual(second.trigger.nthThisTurn, { n: 2 });
  assert.equal(second.trigger.by, "opponent");
});

test("a spell filter is matched against what was recorded as the spell was cast", () => {
  const bolt: SpellCastRecord = {
    spell: "s1",
    caster: "Alice",
    from: "hand",
    name: "Lightning Bolt",
    types: ["Instant"],
    subtypes: [],
    supertypes: [],
    colors: ["R"],
    manaValue: 1,
  };
  const instantOrSorcery = {
    is: "any",
    of: [
      { is: "type", type: "Instant" },
      { is: "type", type: "Sorcery" },
    ],
  } as const;
  assert.equal(castRecordMatches(bolt, instantOrSorcery), true);
  assert.equal(castRecordMatches(bolt, { is: "not", filter: { is: "type", type: "Creature" } }), true);
  assert.equal(castRecordMatches(bolt, { is: "manaValue", atLeast: 2 }), false);
  // Who controls it now is not recorded: such a filter can't be asked.
  assert.equal(castRecordMatches(bolt, { is: "controlledBy", who: "you" }), null);
  assert.equal(recordableSpellFilter({ is: "all", of: [{ is: "type", type: "Instant" }, { is: "token" }] }), false);
});

test("enters replacements with a turn condition", () => {
  compiles("Test Card enters with a +1/+1 counter on it if you attacked this turn.", {
    kind: "replacement",
    replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: 1, condition: { is: "youAttackedThisTurn" } },
  });
  const copy = one(
    "Raid — If you attacked this turn, you may have Test Card enter the battlefield as a copy of any creature on the battlefield.",
  );
  assert.ok(copy.kind === "replacement" && copy.replacement.effect === "entersAsCopy");
  assert.deepEqual(copy.replacement.condition, { is: "youAttackedThisTurn" });
  assert.equal(copy.replacement.optional, true);
  const myojin = one("Test Card enters with an indestructible counter on it if you cast it from your hand.");
  assert.ok(myojin.kind === "replacement" && myojin.replacement.effect === "entersWithCounters");
  assert.deepEqual(myojin.replacement.condition, { is: "selfWasCast", byYou: true, from: "hand" });
});

test("counts of the spells you've cast this turn", () => {
  const storm = one(
    "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies.",
  );
  assert.ok(storm.kind === "triggered");
  const instantOrSorcery = {
    is: "any",
    of: [
      { is: "type", type: "Instant" },
      { is: "type", type: "Sorcery" },
    ],
  };
  assert.deepEqual(storm.effects[0], {
    do: "copySpell",
    what: { ref: "triggerObject" },
    count: { of: "spellsCastThisTurn", filter: instantOrSorcery, otherThanIt: true, beforeIt: true },
    newTargets: true,
    exceptions: [],
  });
  const rionya = one(
    "At the beginning of combat on your turn, create X tokens that are copies of another target creature you control, where X is one plus the number of instant and sorcery spells you've cast this turn.",
  );
  assert.ok(rionya.kind === "triggered" && rionya.effects[0]?.do === "createTokenCopy");
  assert.deepEqual(rionya.effects[0].count, { of: "spellsCastThisTurn", filter: instantOrSorcery, plus: 1 });
  // "twice" and "for each" together: not a template.
  staysText("When you cast this spell, copy it twice for each other spell you've cast this turn.");
});

test("'If a creature died this turn, …' and '… instead' as instructions", () => {
  compiles("If you attacked this turn, draw a card.", {
    kind: "spell",
    effects: [
      { do: "if", condition: { is: "youAttackedThisTurn" }, effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }] },
    ],
  });
  compiles("You gain 4 life. If a creature died this turn, you gain 8 life instead.", {
    kind: "spell",
    effects: [
      {
        do: "if",
        condition: { is: "creatureDiedThisTurn" },
        effects: [{ do: "gainLife", who: { ref: "you" }, amount: 8 }],
        otherwise: [{ do: "gainLife", who: { ref: "you" }, amount: 4 }],
      },
    ],
  });
  // "instead" of two instructions: which one it replaces is not known.
  staysText("You gain 4 life. Draw a card. If a creature died this turn, you gain 8 life instead.");
});

test("'Activate only if a creature died this turn' and 'your second card each turn'", () => {
  const a = one("{T}: Draw a card. Activate only if a creature died this turn and only once each turn.");
  assert.ok(a.kind === "activated");
  assert.deepEqual(a.onlyIf, { is: "creatureDiedThisTurn" });
  assert.equal(a.oncePerTurn, true);
  // A condition about the source is not a template of this restriction.
  staysText("{T}: Draw a card. Activate only if you cast it.");
  const draw = one("Whenever you draw your second card each turn, you gain 1 life.");
  assert.ok(draw.kind === "triggered");
  assert.deepEqual(draw.trigger, { on: "drawCard", who: "you", nthThisTurn: 2 });
});

test("revolt, life gained this turn, one spell each turn", () => {
  const revolt = one(
    "Revolt — When Test Card enters, if a permanent you controlled left the battlefield this turn, draw a card.",
  );
  assert.ok(revolt.kind === "triggered");
  assert.deepEqual(revolt.interveningIf, { is: "yourPermanentLeftThisTurn" });
  const life = one("At the beginning of your end step, if you gained 3 or more life this turn, draw a card.");
  assert.ok(life.kind === "triggered");
  assert.deepEqual(life.interveningIf, { is: "youGainedLifeThisTurn", atLeast: 3 });
  compiles("Each player can't cast more than one spell each turn.", {
    kind: "static",
    effects: [],
    rules: [{ rule: "oneSpellEachTurn", who: "each" }],
  });
});

test("'Cast this spell only if …' about the turn", () => {
  compiles(
    "Cast this spell only if you've cast another spell this turn.",
    { kind: "static", effects: [], rules: [{ rule: "castOnlyIf", condition: { is: "youCastAnotherSpellThisTurn" } }] },
    "Illusory Angel",
  );
  compiles("Cast this spell only if a creature died this turn.", {
    kind: "static",
    effects: [],
    rules: [{ rule: "castOnlyIf", condition: { is: "creatureDiedThisTurn" } }],
  });
  staysText("Cast this spell only during combat.");
});
