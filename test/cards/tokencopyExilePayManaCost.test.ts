// "Exile a creature card from your graveyard and pay its mana cost: Create a token that's a copy of
// that card." in the Oracle compiler (602.2b, 118.3, 707.2).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle token copies: a cost that exiles a card and pays its mana cost", () => {
  it("the card exiled to pay is 'that card'", () => {
    compiles(
      "Exile a creature card from your graveyard and pay its mana cost: Create a token that's a copy of that card. Activate only as a sorcery.",
      {
        kind: "activated",
        cost: { payExiledManaCost: true, exileFromGraveyard: { is: "type", type: "Creature" } },
        effects: [{ do: "createTokenCopy", of: { ref: "exiledToPay" }, count: 1, exceptions: [] }],
        sorcerySpeed: true,
      },
    );
  });
  it("paying the mana cost of something else stays text", () => {
    staysText(
      "Exile a creature card from your graveyard and pay its loyalty: Create a token that's a copy of that card.",
    );
  });
});
