import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: a library search followed by 'Then shuffle.' (701.23, 701.24a)", () => {
  it("'… and put that card onto the battlefield. Then shuffle.': the search that shuffles once", () => {
    compiles("Search your library for a creature card and put that card onto the battlefield. Then shuffle.", {
      kind: "spell",
      effects: [{ do: "searchLibrary", filter: creature, max: 1 }],
    });
  });

  it("'…, reveal it, and put it into your hand. Then shuffle.'", () => {
    compiles("Search your library for a creature card, reveal it, and put it into your hand. Then shuffle.", {
      kind: "spell",
      effects: [{ do: "searchLibraryFor", filter: creature, max: 1, to: "hand", reveal: true }],
    });
  });

  it("'Search target player's library for up to seven cards and exile them. Then that player shuffles.'", () => {
    compiles("Search target player's library for up to seven cards and exile them. Then that player shuffles.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [
        {
          do: "searchLibraryFor",
          filter: { is: "all", of: [] },
          max: 7,
          to: "exile",
          whose: { ref: "targetPlayer", index: 0 },
        },
      ],
    });
  });

  it("stays text without the shuffle (another player's card put onto the battlefield: generalSearchOpponentLibrary)", () => {
    staysText("Search your library for a creature card and put that card onto the battlefield.");
    staysText("Search target player's library for a card and exile it.");
  });
});
