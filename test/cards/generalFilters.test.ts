import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const creature = { is: "type", type: "Creature" } as const;

describe("oracle object qualities: comparisons, tapped, lists of non- adjectives and of card types", () => {
  it("with power / toughness / mana value N or less / greater (208.1, 202.3)", () => {
    compiles("Destroy target creature with power 4 or greater.", {
      kind: "spell",
      effects: [{ do: "destroy", what: target0 }],
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, { is: "power", atLeast: 4 }] } } }],
    });
    compiles("Exile target creature with toughness 2 or less.", {
      kind: "spell",
      effects: [{ do: "exile", what: target0 }],
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [creature, { is: "toughness", atMost: 2 }] } } }],
    });
    compiles("Return target creature card with mana value 3 or less from your graveyard to your hand.", {
      kind: "spell",
      effects: [{ do: "returnToHand", what: target0 }],
      targets: [
        {
          spec: {
            kind: "card",
            zone: "graveyard",
            filter: { is: "all", of: [creature, { is: "manaValue", atMost: 3 }] },
            whose: "you",
          },
        },
      ],
    });
  });

  it("tapped and untapped (110.5)", () => {
    compiles("Destroy target tapped creature.", {
      kind: "spell",
      effects: [{ do: "destroy", what: target0 }],
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [{ is: "tapped" }, creature] } } }],
    });
    compiles("Destroy target untapped creature.", {
      kind: "spell",
      effects: [{ do: "destroy", what: target0 }],
      targets: [
        { spec: { kind: "permanent", filter: { is: "all", of: [{ is: "not", filter: { is: "tapped" } }, creature] } } },
      ],
    });
  });

  it("non- adjectives separated by commas all apply; card types separated by commas and 'or' any of them", () => {
    compiles("Destroy target nonartifact, nonblack creature.", {
      kind: "spell",
      effects: [{ do: "destroy", what: target0 }],
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "all",
              of: [
                { is: "not", filter: { is: "type", type: "Artifact" } },
                { is: "not", filter: { is: "color", color: "B" } },
                creature,
              ],
            },
          },
        },
      ],
    });
    compiles("Tap target artifact, creature, or land.", {
      kind: "spell",
      effects: [{ do: "tap", what: target0 }],
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "any",
              of: [{ is: "type", type: "Artifact" }, creature, { is: "type", type: "Land" }],
            },
          },
        },
      ],
    });
  });

  it("a card chosen from a revealed hand with a comparison, or by non- adjectives alone", () => {
    compiles(
      "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.",
      {
        kind: "spell",
        effects: [
          {
            do: "revealHandDiscardChosen",
            who: { ref: "targetPlayer", index: 0 },
            filter: {
              is: "all",
              of: [
                { is: "not", filter: { is: "type", type: "Land" } },
                { is: "manaValue", atMost: 3 },
              ],
            },
          },
        ],
        targets: [{ spec: { kind: "player", who: "any" } }],
      },
    );
  });

  it("what is not a comparison of a number stays text", () => {
    staysText("Destroy target creature with power X or greater.");
    staysText("Destroy target creature with power 4 or more.");
    staysText("Destroy target artifact, creature or land.");
  });
});
