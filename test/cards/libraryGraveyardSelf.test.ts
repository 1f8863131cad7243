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
});
