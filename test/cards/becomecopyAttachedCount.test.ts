// "[static] as long as two or more Equipment are attached to it" (Brass Knuckles, Balan): 301.5, 611.3b.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const doubleStrike = {
  op: "addAbilities",
  abilities: [{ kind: "keyword", text: "Double strike", keyword: "double strike" }],
} as const;

describe("oracle: a static while N Equipment are attached", () => {
  it("'Equipped creature has …': the creature the source is attached to", () => {
    compiles("Equipped creature has double strike as long as two or more Equipment are attached to it.", {
      kind: "static",
      effects: [
        {
          affects: { is: "attachedBySource" },
          parts: [doubleStrike],
          condition: { is: "attachedMatches", filter: { is: "equipped", atLeast: 2 } },
        },
      ],
    });
  });
  it("'~ has …': the source itself", () => {
    compiles("Test Card has double strike as long as two or more Equipment are attached to it.", {
      kind: "static",
      effects: [
        {
          affects: { is: "self" },
          parts: [doubleStrike],
          condition: { is: "selfMatches", filter: { is: "equipped", atLeast: 2 } },
        },
      ],
    });
  });
  it("'Creatures you control have …' has no 'it' to count on: stays text", () => {
    staysText("Creatures you control have double strike as long as two or more Equipment are attached to it.");
  });
});
