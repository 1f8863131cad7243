import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: the card's own way to and from the graveyard", () => {
  it("614.1a: if ~ would be put into a graveyard from anywhere, exile it instead", () => {
    compiles("If Test Card would be put into a graveyard from anywhere, exile it instead.", {
      kind: "replacement",
      replacement: { effect: "exileIfWouldGoToGraveyard" },
    });
    // Another object's replacement is not the card's own.
    staysText("If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.");
  });

  it("113.6m: {cost}: return ~ from your graveyard to your hand / to the battlefield [tapped] functions from the graveyard", () => {
    compiles("{1}{B}: Return Test Card from your graveyard to the battlefield tapped.", {
      kind: "activated",
      cost: { mana: "{1}{B}" },
      effects: [{ do: "returnSelfFromGraveyard", to: "battlefield", tapped: true }],
      fromGraveyard: true,
    });
    compiles("{2}{B}{B}: Return Test Card from your graveyard to your hand. Activate only during your upkeep.", {
      kind: "activated",
      cost: { mana: "{2}{B}{B}" },
      effects: [{ do: "returnSelfFromGraveyard", to: "hand" }],
      timing: { turn: "yours", steps: ["upkeep"] },
      fromGraveyard: true,
    });
    // A triggered ability so worded would have to trigger from the graveyard: not read.
    staysText("Whenever you cast a multicolored spell, you may return Test Card from your graveyard to your hand.");
  });
});
