// The copy templates of the Oracle compiler (707): copying spells, token copies, becoming a copy,
// entering as a copy, and what the text says of "the copy" or the tokens afterwards.
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };
const artifact: ObjectFilter = { is: "type", type: "Artifact" };
const youControl: ObjectFilter = { is: "controlledBy", who: "you" };
const instantOrSorcery: ObjectFilter = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};
const t0 = { ref: "target", index: 0 } as const;
const haste = { kind: "keyword", text: "Haste", keyword: "haste" } as const;

describe("oracle copy templates: copying a spell (707.10)", () => {
  it("copy target instant or sorcery spell; you may choose new targets for the copy", () => {
    compiles("Copy target instant or sorcery spell. You may choose new targets for the copy.", {
      kind: "spell",
      targets: [{ spec: { kind: "spell", filter: instantOrSorcery } }],
      effects: [{ do: "copySpell", what: t0, count: 1, newTargets: true, exceptions: [] }],
    });
  });
  it("a spell you control, twice, without new targets", () => {
    compiles("Copy target instant or sorcery spell you control twice.", {
      kind: "spell",
      targets: [{ spec: { kind: "spell", filter: instantOrSorcery, controller: "you" } }],
      effects: [{ do: "copySpell", what: t0, count: 2, newTargets: false, exceptions: [] }],
    });
  });
  it("when you cast this spell, copy it: the spell itself, from the stack", () => {
    compiles("When you cast this spell, copy it.", {
      kind: "triggered",
      trigger: { on: "cast", filter: { is: "self" }, by: "you" },
      effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: false, exceptions: [] }],
    });
  });
  it("whenever you cast a spell, copy that spell", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you" },
        effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] }],
      },
    );
  });
  it("'copy it' needs a spell to refer to; 'new targets' needs a copy before it", () => {
    staysText("When Test Card enters, copy it.");
    staysText("You may choose new targets for the copy.");
  });
});

describe("oracle copy templates: token copies (707.2, 111.1)", () => {
  it("a token that's a copy of target creature you control, with haste, sacrificed at the next end step", () => {
    compiles(
      "{T}: Create a token that's a copy of target creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, youControl] } } }],
        effects: [
          {
            do: "createTokenCopy",
            of: t0,
            count: 1,
            exceptions: [{ except: "hasAbilities", abilities: [haste] }],
          },
          { do: "atNextEndStep", effects: [{ do: "sacrifice", what: { ref: "triggerObject" } }] },
        ],
      },
    );
  });
  it("that token gains haste; exile it at the beginning of the next end step", () => {
    compiles(
      "{7}: Create a token that's a copy of target artifact. That token gains haste. Exile it at the beginning of the next end step.",
      {
        kind: "activated",
        cost: { mana: "{7}" },
        targets: [{ spec: { kind: "permanent", filter: artifact } }],
        effects: [
          { do: "createTokenCopy", of: t0, count: 1, exceptions: [] },
          {
            do: "continuous",
            what: { ref: "created" },
            parts: [{ op: "addAbilities", abilities: [haste] }],
            duration: "permanent",
          },
          { do: "atNextEndStep", effects: [{ do: "exile", what: { ref: "triggerObject" } }] },
        ],
      },
    );
  });
  it("two tokens that are copies of this object; exceptions on type and legendary", () => {
    compiles("Create two tokens that are copies of Test Card, except they're not legendary.", {
      kind: "spell",
      effects: [
        {
          do: "createTokenCopy",
          of: { ref: "self" },
          count: 2,
          exceptions: [{ except: "notSupertypes", supertypes: ["Legendary"] }],
        },
      ],
    });
  });
  it("an exception it doesn't understand keeps the whole text unexecuted", () => {
    staysText("Create a token that's a copy of target creature, except it has a wobbly feeling.");
    staysText(
      "Create a token that's a copy of target creature. Sacrifice target creature at the beginning of the next end step.",
    );
  });
});

describe("oracle copy templates: becoming a copy (707.4) and entering as one (707.5)", () => {
  it("~ becomes a copy of target artifact until end of turn / except it has this ability", () => {
    compiles("{3}: Test Card becomes a copy of target artifact until end of turn.", {
      kind: "activated",
      cost: { mana: "{3}" },
      targets: [{ spec: { kind: "permanent", filter: artifact } }],
      effects: [{ do: "becomeCopy", what: { ref: "self" }, of: t0, exceptions: [], duration: "endOfTurn" }],
    });
    compiles("{1}{U}{R}: Test Card becomes a copy of target artifact, except it has this ability.", {
      kind: "activated",
      cost: { mana: "{1}{U}{R}" },
      targets: [{ spec: { kind: "permanent", filter: artifact } }],
      effects: [
        {
          do: "becomeCopy",
          what: { ref: "self" },
          of: t0,
          exceptions: [{ except: "hasThisAbility" }],
          duration: "permanent",
        },
      ],
    });
  });
  it("you may have ~ enter as a copy of any creature, except it's a type in addition", () => {
    compiles(
      "You may have Test Card enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types.",
      {
        kind: "replacement",
        replacement: {
          effect: "entersAsCopy",
          optional: true,
          filter: creature,
          exceptions: [{ except: "additionalTypes", subtypes: ["Ninja"] }],
        },
      },
    );
    compiles("You may have Test Card enter as a copy of a creature you control.", {
      kind: "replacement",
      replacement: {
        effect: "entersAsCopy",
        optional: true,
        filter: { is: "all", of: [creature, youControl] },
        exceptions: [],
      },
    });
  });
});

describe("oracle copy keywords (702)", () => {
  it("Replicate {cost} (702.56a), reminder text dropped", () => {
    compiles(
      "Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)",
      { kind: "keyword", keyword: "replicate", cost: "{1}{R}" },
    );
  });
  it("Embalm / Eternalize {cost} (702.128a, 702.129a)", () => {
    compiles("Embalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it.)", {
      kind: "keyword",
      keyword: "embalm",
      cost: "{W}",
    });
    compiles("Eternalize {4}{U}{U}", { kind: "keyword", keyword: "eternalize", cost: "{4}{U}{U}" });
  });
  it("'Exile ~ from your graveyard' as a cost (113.6m)", () => {
    compiles("{2}{U}, Exile Test Card from your graveyard: Copy target instant or sorcery spell you control.", {
      kind: "activated",
      cost: { mana: "{2}{U}", exileSelfFromGraveyard: true },
      targets: [{ spec: { kind: "spell", filter: instantOrSorcery, controller: "you" } }],
      effects: [{ do: "copySpell", what: t0, count: 1, newTargets: false, exceptions: [] }],
    });
  });
  it("Conspire (702.78a) and Casualty N (702.153a)", () => {
    compiles(
      "Conspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it.)",
      {
        kind: "keyword",
        keyword: "conspire",
      },
    );
    compiles("Casualty 2", { kind: "keyword", keyword: "casualty", n: 2 });
  });
});

describe("oracle templates around copies: payments and last known objects", () => {
  it("you may pay {3}. If you do, copy that spell (118.1, 608.2c)", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that spell. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you" },
        effects: [
          {
            do: "mayThen",
            first: { do: "payMana", mana: "{3}" },
            ifYouDo: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] }],
          },
        ],
      },
    );
  });
  it("a creature that died is copied as it last existed, not from the card it is now (608.2h)", () => {
    compiles("Whenever a creature dies, create a token that's a copy of that creature.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "type", type: "Creature" } },
      effects: [{ do: "createTokenCopy", of: { ref: "triggerObject" }, count: 1, exceptions: [], lastKnown: true }],
    });
    compiles("When Test Card dies, create a token that's a copy of Test Card.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "self" } },
      effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [], lastKnown: true }],
    });
  });
});
