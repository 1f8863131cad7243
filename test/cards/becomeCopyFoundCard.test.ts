// "Search your library for a Dragon permanent card and put it into your graveyard. If you do, ~
// becomes a copy of that card until end of turn. Then shuffle." (701.23, 608.2c, 707.2): Scion of
// the Ur-Dragon. "that card" is the card found, wherever it was put.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: become a copy of the card a search found", () => {
  it("the search, then a copy of the card found (the ref 'thisWay')", () => {
    compiles(
      "{2}: Search your library for a Dragon permanent card and put it into your graveyard. If you do, Test Card becomes a copy of that card until end of turn. Then shuffle.",
      {
        kind: "activated",
        cost: { mana: "{2}" },
        effects: [
          { do: "searchLibraryFor", filter: { is: "subtype", subtype: "Dragon" }, max: 1, to: "graveyard" },
          { do: "becomeCopy", what: { ref: "self" }, of: { ref: "thisWay" }, exceptions: [], duration: "endOfTurn" },
        ],
      },
    );
  });
  it("several cards found are not 'that card'", () => {
    staysText(
      "{2}: Search your library for two Dragon cards and put them into your graveyard. If you do, Test Card becomes a copy of that card until end of turn. Then shuffle.",
    );
  });
});
