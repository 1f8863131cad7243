// The spell-copy templates of session 8: spell adjectives, type lists, next-cast mana value, raid,
// copy-then-return, new targets for a spell, "until end of turn, whenever", coin flips.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const instantOrSorcery = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
} as const;
const copyIt = (newTargets: boolean) =>
  ({ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets, exceptions: [] }) as const;

describe("oracle spell copy: the templates left", () => {
  it("an Adventure instant or sorcery spell (Lucky Clover)", () => {
    compiles(
      "Whenever you cast an Adventure instant or sorcery spell, copy it. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: {
          on: "cast",
          filter: { is: "all", of: [{ is: "subtype", subtype: "Adventure" }, instantOrSorcery] },
          by: "you",
        },
        effects: [copyIt(true)],
      },
    );
  });
  it("a multicolored instant or sorcery spell, you may pay {1} (Cloven Casting)", () => {
    compiles(
      "Whenever you cast a multicolored instant or sorcery spell, you may pay {1}. If you do, copy that spell. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: { is: "all", of: [{ is: "multicolored" }, instantOrSorcery] }, by: "you" },
        effects: [{ do: "mayThen", first: { do: "payMana", mana: "{1}" }, ifYouDo: [copyIt(true)] }],
      },
    );
  });
  it("copy it if you control a planeswalker, Cleric, … or Wizard (Mentor's Guidance)", () => {
    const filter = {
      is: "any",
      of: [
        { is: "type", type: "Planeswalker" },
        ...["Cleric", "Druid", "Shaman", "Warlock", "Wizard"].map((subtype) => ({ is: "subtype", subtype }) as const),
      ],
    } as const;
    compiles(
      "When you cast this spell, copy it if you control a planeswalker, Cleric, Druid, Shaman, Warlock, or Wizard.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: { is: "self" }, by: "you" },
        effects: [{ do: "if", condition: { is: "youControl", filter }, effects: [copyIt(false)] }],
      },
    );
  });
  it("a list with a word that is no type stays text", () => {
    staysText("When you cast this spell, copy it if you control a planeswalker, Cleric, or wizardly thing.");
  });
  it("your next spell with mana value 4 or less (Dual Strike)", () => {
    compiles(
      "When you cast your next instant or sorcery spell with mana value 4 or less this turn, copy that spell. You may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          {
            do: "whenYouCastNext",
            filter: { is: "all", of: [instantOrSorcery, { is: "manaValue", atMost: 4 }] },
            effects: [copyIt(true)],
          },
        ],
      },
    );
  });
  it("raid: a second delayed ability copying the spell an additional time (Howl of the Horde)", () => {
    compiles(
      "Raid — If you attacked this turn, when you cast your next instant or sorcery spell this turn, copy that spell an additional time. You may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          {
            do: "if",
            condition: { is: "youAttackedThisTurn" },
            effects: [{ do: "whenYouCastNext", filter: instantOrSorcery, effects: [copyIt(true)] }],
          },
        ],
      },
    );
  });
  it("copy target spell, then return it to its owner's hand; the copy may change targets (Narset's Reversal)", () => {
    const target = { ref: "target", index: 0 } as const;
    compiles(
      "Copy target instant or sorcery spell, then return it to its owner's hand. You may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          { do: "copySpell", what: target, count: 1, newTargets: true, exceptions: [] },
          { do: "returnToHand", what: target },
        ],
        targets: [{ spec: { kind: "spell", filter: instantOrSorcery } }],
      },
    );
  });
  it("morbid: you may copy ~ (Malicious Affliction)", () => {
    compiles(
      "Morbid — When you cast this spell, if a creature died this turn, you may copy Malicious Affliction and may choose a new target for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: { is: "self" }, by: "you" },
        interveningIf: { is: "creatureDiedThisTurn" },
        effects: [copyIt(true)],
        optional: true,
      },
      "Malicious Affliction",
    );
  });
  it("target spell you control with mana value X (League Guildmage)", () => {
    compiles(
      "{X}{R}, {T}: Copy target instant or sorcery spell you control with mana value X. You may choose new targets for the copy.",
      {
        kind: "activated",
        cost: { mana: "{X}{R}", tap: true },
        effects: [{ do: "copySpell", what: { ref: "target", index: 0 }, count: 1, newTargets: true, exceptions: [] }],
        targets: [
          {
            spec: {
              kind: "spell",
              filter: { is: "all", of: [instantOrSorcery, { is: "manaValue", equals: { of: "x" } }] },
              controller: "you",
            },
          },
        ],
      },
    );
  });
  it("you may choose new targets for target spell, then copy that spell (Wild Ricochet)", () => {
    const target = { ref: "target", index: 0 } as const;
    compiles(
      "You may choose new targets for target instant or sorcery spell. Then copy that spell. You may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          { do: "changeTargets", what: target },
          { do: "copySpell", what: target, count: 1, newTargets: true, exceptions: [] },
        ],
        targets: [{ spec: { kind: "spell", filter: instantOrSorcery } }],
      },
    );
  });
  it("until end of turn, whenever a player casts …, that player copies it (Bonus Round)", () => {
    compiles(
      "Until end of turn, whenever a player casts an instant or sorcery spell, that player copies it and may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          {
            do: "wheneverCastThisTurn",
            filter: instantOrSorcery,
            by: "any",
            effects: [{ do: "byPlayer", who: { ref: "controllerOfTriggerObject" }, effects: [copyIt(true)] }],
          },
        ],
      },
    );
  });
  it("until end of turn, whenever you cast …, copy it (The Mirari Conjecture's chapter III)", () => {
    compiles(
      "III — Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "chapter", n: 3 },
        effects: [{ do: "wheneverCastThisTurn", filter: instantOrSorcery, by: "you", effects: [copyIt(true)] }],
      },
    );
  });
  it("flip a coin: lose → return that spell, win → copy it (Krark, the Thumbless)", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell, flip a coin. If you lose the flip, return that spell to its owner's hand. If you win the flip, copy that spell, and you may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you" },
        effects: [
          {
            do: "flipCoin",
            won: [copyIt(true)],
            lost: [{ do: "returnToHand", what: { ref: "triggerObject" } }],
          },
        ],
      },
    );
  });
  it("counter target activated or triggered ability, anyone's (Repudiate)", () => {
    compiles("Counter target activated or triggered ability.", {
      kind: "spell",
      effects: [{ do: "counter", what: { ref: "target", index: 0 } }],
      targets: [{ spec: { kind: "triggeredAbility", controller: "any", activated: true } }],
    });
  });
  it("if this spell was cast from a graveyard, you may copy this spell (Sevinne's Reclamation)", () => {
    compiles(
      "Draw a card. If this spell was cast from a graveyard, you may copy this spell and may choose a new target for the copy.",
      {
        kind: "spell",
        effects: [
          { do: "draw", who: { ref: "you" }, amount: 1 },
          {
            do: "if",
            condition: { is: "castFromGraveyard" },
            effects: [
              {
                do: "mayThen",
                first: { do: "copySpell", what: { ref: "self" }, count: 1, newTargets: true, exceptions: [] },
                ifYouDo: [],
              },
            ],
          },
        ],
      },
    );
  });
  it("whenever an opponent casts or copies …, they lose 1 life (Mage Hunter)", () => {
    compiles("Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life.", {
      kind: "triggered",
      trigger: { on: "cast", filter: instantOrSorcery, by: "opponent", orCopy: true },
      effects: [{ do: "loseLife", who: { ref: "controllerOfTriggerObject" }, amount: 1 }],
    });
  });
  it("damage to target opponent or planeswalker (Ral, Storm Conduit)", () => {
    compiles(
      "Whenever you cast or copy an instant or sorcery spell, Ral, Storm Conduit deals 1 damage to target opponent or planeswalker.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you", orCopy: true },
        effects: [{ do: "dealDamage", amount: 1, to: "targetAny" }],
        targets: [{ spec: { kind: "playerOrPlaneswalker", who: "opponent" } }],
      },
      "Ral, Storm Conduit",
    );
  });
  it("copy target creature spell, except it isn't legendary (Double Major)", () => {
    compiles("Copy target creature spell you control, except it isn't legendary if the spell is legendary.", {
      kind: "spell",
      effects: [
        {
          do: "copySpell",
          what: { ref: "target", index: 0 },
          count: 1,
          newTargets: false,
          exceptions: [{ except: "notSupertypes", supertypes: ["Legendary"] }],
        },
      ],
      targets: [{ spec: { kind: "spell", filter: { is: "type", type: "Creature" }, controller: "you" } }],
    });
  });
});
