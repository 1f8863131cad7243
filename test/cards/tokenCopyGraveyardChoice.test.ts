// "you may exile a creature card from your graveyard. If you do, create a token that's a copy of
// that card" (608.2d: chosen as it resolves, no target; 400.7: "that card" is the card in exile).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creatureCard = { is: "type", type: "Creature" } as const;

describe("oracle: exile a card from your graveyard, then a token copy of that card", () => {
  it("you may exile a creature card from your graveyard; a 4/4 black Zombie copy with haste", () => {
    compiles(
      "At the beginning of combat on your turn, you may exile a creature card from your graveyard. If you do, create a token that's a copy of that card, except it's a 4/4 black Zombie. It gains haste until end of turn.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" },
        effects: [
          {
            do: "mayThen",
            first: { do: "exileFromGraveyard", filter: creatureCard },
            ifYouDo: [
              {
                do: "createTokenCopy",
                of: { ref: "exiledThisWay" },
                count: 1,
                exceptions: [
                  { except: "pt", power: 4, toughness: 4 },
                  { except: "colors", colors: ["B"] },
                  { except: "creatureTypes", subtypes: ["Zombie"] },
                ],
              },
              {
                do: "continuous",
                what: { ref: "created" },
                parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] }],
                duration: "endOfTurn",
              },
            ],
          },
        ],
      },
    );
  });
  it("an enchantment card, then a plain token", () => {
    compiles("At the beginning of your upkeep, exile an enchantment card from your graveyard.", {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      effects: [{ do: "exileFromGraveyard", filter: { is: "type", type: "Enchantment" } }],
    });
  });
  it("a card with mana value X: X is a cost's, not read here", () => {
    staysText("When Test Card enters, exile an artifact card with mana value X from your graveyard.");
  });
});
