// Cost changes in the Oracle compiler (601.2f, 118.7): "This spell costs {1} less to cast …" and
// "[Instant and sorcery] spells you cast cost {1} less/more to cast".
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const instantOrSorcery: ObjectFilter = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};
const youControl: ObjectFilter = { is: "controlledBy", who: "you" };

describe("oracle cost changes (601.2f)", () => {
  it("this spell costs {1} less if you control a Wizard", () => {
    compiles("This spell costs {1} less to cast if you control a Wizard.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "spellCost",
          cost: {
            change: "less",
            mana: "{1}",
            condition: { is: "youControlCount", filter: { is: "subtype", subtype: "Wizard" }, atLeast: 1 },
          },
        },
      ],
    });
  });
  it("{U} less for each instant and sorcery spell you've cast this turn", () => {
    compiles("This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "spellCost",
          cost: { change: "less", mana: "{U}", times: { of: "spellsCastThisTurn", filter: instantOrSorcery } },
        },
      ],
    });
  });
  it("{8} less if you have eight or more instant and/or sorcery cards in your graveyard", () => {
    compiles(
      "This spell costs {8} less to cast if you have eight or more instant and/or sorcery cards in your graveyard.",
      {
        kind: "static",
        effects: [],
        rules: [
          {
            rule: "spellCost",
            cost: {
              change: "less",
              mana: "{8}",
              condition: {
                is: "amountInRange",
                amount: { of: "countInGraveyard", filter: instantOrSorcery, whose: "you" },
                atLeast: 8,
              },
            },
          },
        ],
      },
    );
  });
  it("{X} less, where X is your devotion to black: {1} that many times", () => {
    compiles("This spell costs {X} less to cast, where X is your devotion to black.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "spellCost", cost: { change: "less", mana: "{1}", times: { of: "devotion", color: "B" } } }],
    });
  });
  it("instant and sorcery spells you cast cost {1} less", () => {
    compiles("Instant and sorcery spells you cast cost {1} less to cast.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "spellCost",
          cost: { change: "less", mana: "{1}" },
          affects: { is: "all", of: [instantOrSorcery, youControl] },
        },
      ],
    });
  });
  it("noncreature spells (every player's) cost {1} more", () => {
    compiles("Noncreature spells cost {1} more to cast.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "spellCost",
          cost: { change: "more", mana: "{1}" },
          affects: { is: "not", filter: { is: "type", type: "Creature" } },
        },
      ],
    });
  });
  it("an ability word before it changes nothing (207.2c): {2} more for each creature you control", () => {
    compiles("Strive — This spell costs {2} more to cast for each creature you control.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "spellCost",
          cost: {
            change: "more",
            mana: "{2}",
            times: { of: "count", filter: { is: "all", of: [{ is: "type", type: "Creature" }, youControl] } },
          },
        },
      ],
    });
  });
  it("stays text: two conditions, a count of targets, an unknown condition", () => {
    staysText(
      "This spell costs {1} less to cast if you control an artifact and {1} less to cast if you control an enchantment.",
    );
    staysText("This spell costs {1} more to cast for each target beyond the first.");
    staysText("This spell costs {2} less to cast if it targets a blue permanent.");
  });
});

describe("oracle alternative costs of mana (118.9)", () => {
  it("you may pay {1}{B} rather than pay this spell's mana cost", () => {
    compiles("You may pay {1}{B} rather than pay this spell's mana cost.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "alternativeCost", cost: "{1}{B}" }],
    });
  });
  it("if a white creature is attacking, {B}{B}", () => {
    compiles("If a white creature is attacking, you may pay {B}{B} rather than pay this spell's mana cost.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "alternativeCost",
          cost: "{B}{B}",
          condition: {
            is: "amountInRange",
            amount: {
              of: "count",
              filter: {
                is: "all",
                of: [{ is: "color", color: "W" }, { is: "type", type: "Creature" }, { is: "attacking" }],
              },
            },
            atLeast: 1,
          },
        },
      ],
    });
  });
  it("raid: if you attacked this turn, {U}", () => {
    compiles("Raid — If you attacked this turn, you may pay {U} rather than pay this spell's mana cost.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "alternativeCost", cost: "{U}", condition: { is: "youAttackedThisTurn" } }],
    });
  });
  it("stays text: a cost that isn't mana, an unknown condition", () => {
    staysText("You may sacrifice a Mountain rather than pay this spell's mana cost.");
    staysText("If an opponent gained life this turn, you may pay {B} rather than pay this spell's mana cost.");
  });
});
