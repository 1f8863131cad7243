// "When that mana is spent to cast … spell, copy that spell" (603.7): the mana ability's delayed trigger.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const RED_INSTANT_OR_SORCERY = {
  is: "all",
  of: [
    { is: "color", color: "R" },
    {
      is: "any",
      of: [
        { is: "type", type: "Instant" },
        { is: "type", type: "Sorcery" },
      ],
    },
  ],
} as const;

describe("mana whose spending copies the spell", () => {
  it("Pyromancer's Goggles: {R} carrying the delayed copy, still a mana ability (605.1a)", () => {
    compiles(
      "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy.",
      {
        kind: "activated",
        cost: { tap: true },
        effects: [
          {
            do: "addManaWhenSpent",
            mana: { do: "addMana", mana: "{R}" },
            filter: RED_INSTANT_OR_SORCERY,
            effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] }],
          },
        ],
        manaAbility: true,
      },
    );
  });

  it("Primal Wellspring: one mana of any color", () => {
    compiles(
      "{T}: Add one mana of any color. When that mana is spent to cast an instant or sorcery spell, copy that spell and you may choose new targets for the copy.",
      {
        kind: "activated",
        cost: { tap: true },
        effects: [
          {
            do: "addManaWhenSpent",
            mana: { do: "addManaAnyColor", amount: 1 },
            filter: RED_INSTANT_OR_SORCERY.of[1],
            effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] }],
          },
        ],
        manaAbility: true,
      },
    );
  });

  it("stays text without mana just added, or when the delayed ability would target", () => {
    staysText("{T}: Draw a card. When that mana is spent to cast an instant spell, copy that spell.");
    staysText("{T}: Add {R}. When that mana is spent to cast an instant spell, it deals 2 damage to any target.");
  });
});
