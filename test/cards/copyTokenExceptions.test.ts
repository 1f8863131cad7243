// Token copies of a card an instruction moved (400.7j) and the "it's a 1/1 green Frog" exception (707.9b, 205.1a).
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };

describe("oracle token copies: the copied card, the creature types given", () => {
  it("it's a 1/1 green Frog: P/T, color and creature types", () => {
    compiles("Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog.", {
      kind: "spell",
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: { is: "all", of: [{ is: "not", filter: { is: "subtype", subtype: "Frog" } }, creature] },
          },
        },
      ],
      effects: [
        {
          do: "createTokenCopy",
          of: { ref: "target", index: 0 },
          count: 1,
          exceptions: [
            { except: "pt", power: 1, toughness: 1 },
            { except: "colors", colors: ["G"] },
            { except: "creatureTypes", subtypes: ["Frog"] },
          ],
        },
      ],
    });
  });
  it("exile target creature card from a graveyard, then a copy of it: the card in exile (400.7j)", () => {
    compiles(
      "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of it, except it's a 4/4 black Zombie.",
      {
        kind: "activated",
        cost: { mana: "{2}{U}{B}" },
        targets: [{ spec: { kind: "card", zone: "graveyard", filter: creature, whose: "any" } }],
        effects: [
          { do: "exile", what: { ref: "target", index: 0 } },
          {
            do: "createTokenCopy",
            of: { ref: "movedTarget", index: 0 },
            count: 1,
            exceptions: [
              { except: "pt", power: 4, toughness: 4 },
              { except: "colors", colors: ["B"] },
              { except: "creatureTypes", subtypes: ["Zombie"] },
            ],
          },
        ],
      },
    );
  });
  it("'that card' names a card, never a permanent; a land type isn't a creature type", () => {
    staysText("Create a token that's a copy of target creature. Create a token that's a copy of that card.");
    staysText("Create a token that's a copy of target creature, except it's a Forest.");
  });
});
