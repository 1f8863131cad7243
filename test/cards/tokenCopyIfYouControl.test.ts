// "If you control six or more lands, create a token that's a copy of ~ instead." (608.2c)
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: if you control …, [instruction] instead (608.2c)", () => {
  it("a token copy instead of the Insect, read as the ability resolves", () => {
    compiles(
      "Whenever a land enters the battlefield under your control, create a 1/1 green Insect creature token. If you control six or more lands, create a token that's a copy of Test Card instead.",
      {
        kind: "triggered",
        trigger: {
          on: "enters",
          filter: {
            is: "all",
            of: [
              { is: "type", type: "Land" },
              { is: "controlledBy", who: "you" },
            ],
          },
        },
        effects: [
          {
            do: "if",
            condition: { is: "youControlCount", filter: { is: "type", type: "Land" }, atLeast: 6 },
            effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
            otherwise: [
              {
                do: "createToken",
                token: {
                  name: "Insect Token",
                  colors: ["G"],
                  types: ["Creature"],
                  subtypes: ["Insect"],
                  power: 1,
                  toughness: 1,
                },
                count: 1,
              },
            ],
          },
        ],
      },
    );
  });
  it("a condition around mana is no mana ability (605.1a): stays text", () => {
    staysText("{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.");
  });
});
