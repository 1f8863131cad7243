// "Create A and B": tokens of several kinds created by one instruction enter at the same time (603.6a).
import { describe, it } from "node:test";
import type { TokenSpec } from "../../src/mtg/abilities/token.js";
import { predefinedToken } from "../../src/mtg/cards/predefinedTokens.js";
import { compiles, staysText } from "./compiled.js";

const squirrel: TokenSpec = {
  name: "Squirrel Token",
  colors: ["G"],
  types: ["Creature"],
  subtypes: ["Squirrel"],
  power: 1,
  toughness: 1,
};
const crab: TokenSpec = {
  name: "Crab Token",
  colors: ["U"],
  types: ["Creature"],
  subtypes: ["Crab"],
  power: 0,
  toughness: 3,
};

const treasure = predefinedToken("Treasure");
if (!treasure) throw new Error("the Treasure token is predefined (111.10a)");

describe("oracle: create tokens of several kinds at once (603.6a)", () => {
  it("a token and another token: one instruction", () => {
    compiles("Create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token.", {
      kind: "spell",
      effects: [
        {
          do: "createTokenKinds",
          kinds: [
            { token: squirrel, count: 1 },
            { token: crab, count: 1 },
          ],
        },
      ],
    });
  });

  it("three kinds in a list, one with its own keyword, one of them two tokens", () => {
    compiles(
      "Create a 2/2 white Knight creature token with vigilance, two 1/1 green Squirrel creature tokens, and a Treasure token.",
      {
        kind: "spell",
        effects: [
          {
            do: "createTokenKinds",
            kinds: [
              {
                token: {
                  name: "Knight Token",
                  colors: ["W"] as const,
                  types: ["Creature"],
                  subtypes: ["Knight"],
                  power: 2,
                  toughness: 2,
                  abilities: [{ kind: "keyword", keyword: "vigilance", text: "Vigilance" }],
                  text: "Vigilance",
                },
                count: 1,
              },
              { token: squirrel, count: 2 },
              { token: treasure, count: 1 },
            ],
          },
        ],
      },
    );
  });

  it("a count read as it resolves on one kind: stays text", () => {
    staysText(
      "Create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token for each Elf you control.",
    );
  });
});
