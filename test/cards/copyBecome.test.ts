// Becoming a copy (707.4): durations ("until your next turn"), a second target other than the
// first ("another target", 115.3), and "each other creature you control becomes a copy of it"
// after "Choose target creature you control".
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };
const artifactOrCreature: ObjectFilter = {
  is: "any",
  of: [
    { is: "type", type: "Artifact" },
    { is: "type", type: "Creature" },
  ],
};
const youControl: ObjectFilter = { is: "controlledBy", who: "you" };
const t0 = { ref: "target", index: 0 } as const;
const t1 = { ref: "target", index: 1 } as const;

describe("oracle copy templates: becoming a copy (707.4)", () => {
  it("target … becomes a copy of another target …: the second target can't be the first (115.3)", () => {
    compiles("Target artifact or creature becomes a copy of another target artifact or creature.", {
      kind: "spell",
      targets: [
        { spec: { kind: "permanent", filter: artifactOrCreature } },
        { spec: { kind: "permanent", filter: artifactOrCreature }, differentFrom: [0] },
      ],
      effects: [{ do: "becomeCopy", what: t0, of: t1, exceptions: [], duration: "permanent" }],
    });
  });
  it("target Shapeshifter becomes a copy of target creature until your next turn", () => {
    compiles("{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn.", {
      kind: "activated",
      cost: { mana: "{2}{U}" },
      targets: [
        { spec: { kind: "permanent", filter: { is: "subtype", subtype: "Shapeshifter" } } },
        { spec: { kind: "permanent", filter: creature } },
      ],
      effects: [{ do: "becomeCopy", what: t0, of: t1, exceptions: [], duration: "untilYourNextTurn" }],
    });
  });
  it("until your next turn, ~ becomes a copy of target creature, except it's 7/5 and it has this ability", () => {
    compiles(
      "{1}: Until your next turn, Test Card becomes a copy of target creature, except it's 7/5 and it has this ability.",
      {
        kind: "activated",
        cost: { mana: "{1}" },
        targets: [{ spec: { kind: "permanent", filter: creature } }],
        effects: [
          {
            do: "becomeCopy",
            what: { ref: "self" },
            of: t0,
            exceptions: [{ except: "pt", power: 7, toughness: 5 }, { except: "hasThisAbility" }],
            duration: "untilYourNextTurn",
          },
        ],
      },
    );
  });
  it("choose target creature you control; each other creature you control becomes a copy of it", () => {
    compiles(
      "Choose target creature you control. Each other creature you control becomes a copy of it until end of turn, except those creatures aren't legendary if the chosen creature is legendary.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, youControl] } } }],
        effects: [
          {
            do: "becomeCopy",
            what: { ref: "each", filter: { is: "all", of: [creature, youControl] }, except: t0 },
            of: t0,
            exceptions: [{ except: "notSupertypes", supertypes: ["Legendary"] }],
            duration: "endOfTurn",
          },
        ],
      },
    );
  });
  it("each other creature becomes a copy of target nonlegendary creature (the target is left out)", () => {
    const nonlegendaryCreature: ObjectFilter = {
      is: "all",
      of: [{ is: "not", filter: { is: "supertype", supertype: "Legendary" } }, creature],
    };
    compiles("Each other creature becomes a copy of target nonlegendary creature until end of turn.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: nonlegendaryCreature } }],
      effects: [
        {
          do: "becomeCopy",
          what: { ref: "each", filter: creature, except: t0 },
          of: t0,
          exceptions: [],
          duration: "endOfTurn",
        },
      ],
    });
  });
  it("it becomes a copy of another target nonlegendary attacking creature; a creature with a counter on it", () => {
    compiles(
      "Whenever Test Card attacks, it becomes a copy of another target nonlegendary attacking creature until end of turn.",
      {
        kind: "triggered",
        trigger: { on: "attacks", filter: { is: "self" } },
        targets: [
          {
            spec: {
              kind: "permanent",
              filter: {
                is: "all",
                of: [
                  { is: "other" },
                  { is: "not", filter: { is: "supertype", supertype: "Legendary" } },
                  { is: "attacking" },
                  creature,
                ],
              },
            },
          },
        ],
        effects: [{ do: "becomeCopy", what: { ref: "self" }, of: t0, exceptions: [], duration: "endOfTurn" }],
      },
    );
    compiles("{1}: Test Card becomes a copy of target creature with a counter on it.", {
      kind: "activated",
      cost: { mana: "{1}" },
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, { is: "hasCounters" }] } } }],
      effects: [{ do: "becomeCopy", what: { ref: "self" }, of: t0, exceptions: [], duration: "permanent" }],
    });
  });
  it("target attacking or blocking creature: either quality", () => {
    compiles("Test Card becomes a copy of target attacking or blocking creature until end of turn.", {
      kind: "spell",
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: { is: "all", of: [{ is: "any", of: [{ is: "attacking" }, { is: "blocking" }] }, creature] },
          },
        },
      ],
      effects: [{ do: "becomeCopy", what: { ref: "self" }, of: t0, exceptions: [], duration: "endOfTurn" }],
    });
  });
  it("a dies trigger's creature is copied as it last existed (608.2h)", () => {
    compiles(
      "Whenever a creature dies, you may pay {1}. If you do, Test Card becomes a copy of that creature, except it has this ability.",
      {
        kind: "triggered",
        trigger: { on: "dies", filter: creature },
        effects: [
          {
            do: "mayThen",
            first: { do: "payMana", mana: "{1}" },
            ifYouDo: [
              {
                do: "becomeCopy",
                what: { ref: "self" },
                of: { ref: "triggerObject" },
                exceptions: [{ except: "hasThisAbility" }],
                duration: "permanent",
                lastKnown: true,
              },
            ],
          },
        ],
      },
    );
  });
  it("you may have Shapeshifters you control become copies of that creature: one choice for all", () => {
    compiles(
      "Return target creature to its owner's hand. You may have Shapeshifters you control become copies of that creature until end of turn.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "permanent", filter: creature } }],
        effects: [
          { do: "returnToHand", what: t0 },
          {
            do: "mayThen",
            first: {
              do: "becomeCopy",
              what: {
                ref: "each",
                filter: { is: "all", of: [{ is: "subtype", subtype: "Shapeshifter" }, youControl] },
              },
              of: t0,
              exceptions: [],
              duration: "endOfTurn",
            },
            ifYouDo: [],
          },
        ],
      },
    );
  });
  it("shapes not understood stay text", () => {
    // The number of the copies agrees with the group's ("Creatures … become copies").
    staysText("Creatures you control become a copy of target creature until end of turn.");
    staysText("Each other creature you control becomes copies of target creature until end of turn.");
    // "Choose" alone does nothing to execute.
    staysText("Choose target creature you control.");
    // "up to one" target to choose is not read.
    staysText("Choose up to one target creature. Each other creature you control becomes a copy of it.");
  });
});
