// Aeve's two abilities: "enters with a counter for each …" (614.1c) and "isn't legendary if it's a token".
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: enters with a counter for each … (614.1c)", () => {
  it("'for each other Ooze you control' counts the others", () => {
    compiles("Test Card enters with a +1/+1 counter on it for each other Ooze you control.", {
      kind: "replacement",
      replacement: {
        effect: "entersWithCounters",
        kind: "+1/+1",
        amount: {
          of: "count",
          filter: {
            is: "all",
            of: [
              { is: "other" },
              {
                is: "all",
                of: [
                  { is: "subtype", subtype: "Ooze" },
                  { is: "controlledBy", who: "you" },
                ],
              },
            ],
          },
        },
      },
    });
  });
  it("'for each creature card in your graveyard'", () => {
    compiles("Test Card enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.", {
      kind: "replacement",
      replacement: {
        effect: "entersWithCounters",
        kind: "+1/+1",
        amount: { of: "countInGraveyard", filter: { is: "type", type: "Creature" }, whose: "you" },
      },
    });
  });
  it("'for each color of mana spent to cast it' is not counted yet", () => {
    staysText("Test Card enters with a +1/+1 counter on it for each color of mana spent to cast it.");
  });
});

describe("oracle: '~ isn't legendary if it's a token' (205.4, 111.1)", () => {
  it("removes legendary while it is a token", () => {
    compiles("Test Card isn't legendary if it's a token.", {
      kind: "static",
      effects: [
        {
          affects: { is: "self" },
          parts: [{ op: "removeTypes", supertypes: ["Legendary"] }],
          condition: { is: "selfMatches", filter: { is: "token" } },
        },
      ],
    });
  });
});
