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

  it("stays text without the shuffle, or when another player's library is searched", () => {
    staysText("Search your library for a creature card and put that card onto the battlefield.");
    staysText(
      "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
    );
  });
});
