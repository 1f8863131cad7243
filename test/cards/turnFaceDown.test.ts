// "Turn ~ face down" (708.2a-b): Mischievous Quanar, Wall of Deceit, Skittish Valesk.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: turn a permanent face down", () => {
  it("the card itself, as an activated ability", () => {
    compiles("{3}{U}{U}: Turn Test Card face down.", {
      kind: "activated",
      cost: { mana: "{3}{U}{U}" },
      effects: [{ do: "turnFaceDown", what: { ref: "self" } }],
    });
  });
  it("a group is not this template", () => {
    staysText("Turn all creatures face down.");
  });
});
