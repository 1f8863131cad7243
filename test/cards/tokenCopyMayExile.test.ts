// "You may exile [a target card / it]. If you do, create a token that's a copy of …" (603.5, 608.2c),
// the intervening "if you control …" (603.4) and "historic" (700.6) around token copies.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creatureCardInYourGraveyard = {
  spec: { kind: "card", zone: "graveyard", filter: { is: "type", type: "Creature" }, whose: "you" },
} as const;

describe("oracle: you may exile …, if you do, a token copy", () => {
  it("a target card; the end-step exile of the token happens only if it was made", () => {
    compiles(
      "At the beginning of each upkeep, you may exile target creature card from your graveyard. If you do, create a token that's a copy of that card, except it's a Spirit in addition to its other types. Exile it at the beginning of the next end step.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
        targets: [creatureCardInYourGraveyard],
        effects: [
          {
            do: "mayThen",
            first: { do: "exile", what: { ref: "target", index: 0 } },
            ifYouDo: [
              {
                do: "createTokenCopy",
                of: { ref: "movedTarget", index: 0 },
                count: 1,
                exceptions: [{ except: "additionalTypes", subtypes: ["Spirit"] }],
              },
              { do: "atNextEndStep", effects: [{ do: "exile", what: { ref: "triggerObject" } }] },
            ],
          },
        ],
      },
    );
  });
  it("the card that died: copied as the creature last existed (608.2h)", () => {
    compiles(
      "Whenever another nontoken creature you control dies, you may exile it. If you do, create a token that's a copy of that creature, except it's 1/1.",
      {
        kind: "triggered",
        trigger: {
          on: "dies",
          filter: {
            is: "all",
            of: [
              { is: "other" },
              { is: "not", filter: { is: "token" } },
              { is: "type", type: "Creature" },
              { is: "controlledBy", who: "you" },
            ],
          },
        },
        effects: [
          {
            do: "mayThen",
            first: { do: "exile", what: { ref: "triggerObject" } },
            ifYouDo: [
              {
                do: "createTokenCopy",
                of: { ref: "triggerObject" },
                count: 1,
                exceptions: [{ except: "pt", power: 1, toughness: 1 }],
                lastKnown: true,
              },
            ],
          },
        ],
      },
    );
  });
  it("exiling each card of a group is not one action seen done or not: stays text", () => {
    staysText(
      "At the beginning of your upkeep, you may exile all creature cards from your graveyard. If you do, create a token that's a copy of Test Card.",
    );
  });
});

describe("oracle: intervening if you control … (603.4)", () => {
  it("a blue permanent", () => {
    compiles(
      "At the beginning of your upkeep, if you control a blue permanent, you may create a token that's a copy of Test Card.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        interveningIf: { is: "youControlCount", filter: { is: "color", color: "U" }, atLeast: 1 },
        effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
        optional: true,
      },
    );
  });
  it("another Spirit, three or more artifacts", () => {
    compiles("When Test Card enters the battlefield, if you control another Spirit, draw a card.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      interveningIf: {
        is: "youControlCount",
        filter: { is: "all", of: [{ is: "other" }, { is: "subtype", subtype: "Spirit" }] },
        atLeast: 1,
      },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
    compiles("Whenever Test Card attacks, if you control three or more artifacts, draw a card.", {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      interveningIf: { is: "youControlCount", filter: { is: "type", type: "Artifact" }, atLeast: 3 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
});

describe("oracle: historic (700.6)", () => {
  it("whenever you cast a historic spell", () => {
    compiles(
      "Whenever you cast a historic spell, you may pay {1}. If you do, create a token that's a copy of Test Card. (Artifacts, legendaries, and Sagas are historic.)",
      {
        kind: "triggered",
        trigger: {
          on: "cast",
          by: "you",
          filter: {
            is: "any",
            of: [
              { is: "supertype", supertype: "Legendary" },
              { is: "type", type: "Artifact" },
              { is: "subtype", subtype: "Saga" },
            ],
          },
        },
        effects: [
          {
            do: "mayThen",
            first: { do: "payMana", mana: "{1}" },
            ifYouDo: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
          },
        ],
      },
    );
  });
});
