import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;
const artifactsYouControl = {
  of: "count",
  filter: {
    is: "all",
    of: [
      { is: "type", type: "Artifact" },
      { is: "controlledBy", who: "you" },
    ],
  },
} as const;

describe("oracle: cost changes and durations until your next turn (601.2f, 611.2a)", () => {
  it("the next spell you cast this turn costs {1} less for each artifact you control as you cast it", () => {
    compiles(
      "[+1]: The next spell you cast this turn costs {1} less to cast for each artifact you control as you cast it.",
      {
        kind: "activated",
        cost: { loyalty: 1 },
        effects: [
          {
            do: "changeSpellCosts",
            who: { ref: "you" },
            cost: { change: "less", mana: "{1}", times: artifactsYouControl },
            until: "nextSpellThisTurn",
          },
        ],
      },
    );
  });

  it("the next [kind] spell you cast this turn: only such a spell uses it up", () => {
    compiles("When Test Card enters, the next Giant spell you cast this turn costs {2} less to cast.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [
        {
          do: "changeSpellCosts",
          who: { ref: "you" },
          cost: { change: "less", mana: "{2}" },
          spells: { is: "subtype", subtype: "Giant" },
          until: "nextSpellThisTurn",
        },
      ],
    });
  });

  it("{X} fixed as the ability resolves stays text", () => {
    staysText(
      "{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is the number of Wizards you control as this ability resolves.",
    );
  });

  it("until your next turn, [kind] spells that player casts cost {2} less: the target player's", () => {
    compiles(
      "[−2]: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.",
      {
        kind: "activated",
        cost: { loyalty: -2 },
        effects: [
          { do: "draw", who: { ref: "targetPlayer", index: 0 }, amount: 2 },
          {
            do: "changeSpellCosts",
            who: { ref: "targetPlayer", index: 0 },
            cost: { change: "less", mana: "{2}" },
            spells: {
              is: "any",
              of: [
                { is: "type", type: "Instant" },
                { is: "type", type: "Sorcery" },
                { is: "type", type: "Planeswalker" },
              ],
            },
            until: "yourNextTurn",
          },
        ],
        targets: [{ spec: { kind: "player", who: "any" } }],
      },
    );
  });

  it("until your next turn, up to two target creatures each have base power and toughness 0/3 and lose all abilities", () => {
    compiles(
      "[+2]: Until your next turn, up to two target creatures each have base power and toughness 0/3 and lose all abilities.",
      {
        kind: "activated",
        cost: { loyalty: 2 },
        effects: [
          {
            do: "continuous",
            what: { ref: "targets" },
            parts: [{ op: "setPT", power: 0, toughness: 3 }, { op: "removeAllAbilities" }],
            duration: "untilYourNextTurn",
          },
        ],
        targets: [{ spec: { kind: "permanent", filter: creature }, min: 0, max: 2 }],
      },
    );
  });

  it("a duration at the end: has base power and toughness 0/2 until your next turn", () => {
    compiles("[+1]: Up to one target creature has base power and toughness 0/2 until your next turn.", {
      kind: "activated",
      cost: { loyalty: 1 },
      effects: [
        {
          do: "continuous",
          what: { ref: "target", index: 0 },
          parts: [{ op: "setPT", power: 0, toughness: 2 }],
          duration: "untilYourNextTurn",
        },
      ],
      targets: [{ spec: { kind: "permanent", filter: creature }, min: 0, max: 1 }],
    });
  });
});
