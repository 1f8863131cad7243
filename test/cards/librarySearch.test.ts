import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const basicLand = {
  is: "all",
  of: [
    { is: "supertype", supertype: "Basic" },
    { is: "type", type: "Land" },
  ],
} as const;
const anyCard = { is: "all", of: [] } as const;

describe("oracle library searches (701.23, 701.24)", () => {
  it("a card with a stated quality, revealed, into the hand", () => {
    compiles("Search your library for a basic land card, reveal it, put it into your hand, then shuffle.", {
      kind: "spell",
      effects: [{ do: "searchLibraryFor", filter: basicLand, max: 1, to: "hand", reveal: true }],
    });
  });

  it("a card with no stated quality must be found (701.23d); on top after the shuffle; into the graveyard", () => {
    compiles("Search your library for a card, put that card into your hand, then shuffle.", {
      kind: "spell",
      effects: [{ do: "searchLibraryFor", filter: anyCard, max: 1, to: "hand", mustFind: true }],
    });
    compiles("Search your library for a card, then shuffle and put that card on top.", {
      kind: "spell",
      effects: [{ do: "searchLibraryFor", filter: anyCard, max: 1, to: "top", mustFind: true }],
    });
    compiles("Search your library for up to three creature cards, put them into your graveyard, then shuffle.", {
      kind: "spell",
      effects: [{ do: "searchLibraryFor", filter: { is: "type", type: "Creature" }, max: 3, to: "graveyard" }],
    });
  });

  it("onto the battlefield, tapped: the search that puts cards onto the battlefield", () => {
    compiles(
      "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
      {
        kind: "spell",
        effects: [{ do: "searchLibrary", filter: basicLand, max: 2, tapped: true }],
      },
    );
  });

  it("stays text when the number and the pronoun disagree, or the quality is unknown", () => {
    staysText("Search your library for a basic land card, put them into your hand, then shuffle.");
    staysText("Search your library for up to two basic land cards, put it into your hand, then shuffle.");
    staysText("Search your library for a card named Gizmo, put it into your hand, then shuffle.");
  });

  it("205.3i: 'a Mountain or Plains card', 'a basic Forest, Plains, or Island card'", () => {
    compiles("Search your library for a Mountain or Plains card, put it onto the battlefield, then shuffle.", {
      kind: "spell",
      effects: [
        {
          do: "searchLibrary",
          filter: {
            is: "any",
            of: [
              { is: "subtype", subtype: "Mountain" },
              { is: "subtype", subtype: "Plains" },
            ],
          },
          max: 1,
        },
      ],
    });
    compiles(
      "Search your library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle.",
      {
        kind: "spell",
        effects: [
          {
            do: "searchLibrary",
            filter: {
              is: "all",
              of: [
                { is: "supertype", supertype: "Basic" },
                {
                  is: "any",
                  of: [
                    { is: "subtype", subtype: "Forest" },
                    { is: "subtype", subtype: "Plains" },
                    { is: "subtype", subtype: "Island" },
                  ],
                },
              ],
            },
            max: 1,
            tapped: true,
          },
        ],
      },
    );
    staysText("Search your library for a Mountain or Goblin card, put it onto the battlefield, then shuffle.");
  });
});
