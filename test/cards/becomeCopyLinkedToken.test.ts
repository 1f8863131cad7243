// "When ~ leaves the battlefield, exile the token." / "When the token leaves the battlefield,
// sacrifice ~." (Dance of Many, 607.2c): "the token" is the one the card's linked ability created.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: the token a linked ability created", () => {
  it("'exile the token' in a leaves-the-battlefield ability: the tokens created with the source", () => {
    compiles("When Test Card leaves the battlefield, exile the token.", {
      kind: "triggered",
      trigger: { on: "leavesBattlefield", filter: { is: "self" } },
      effects: [{ do: "exile", what: { ref: "createdWith" } }],
    });
  });
  it("'When the token leaves the battlefield': a trigger on the token created with the source", () => {
    compiles("When the token leaves the battlefield, sacrifice Test Card.", {
      kind: "triggered",
      trigger: { on: "leavesBattlefield", filter: { is: "createdWithSource" } },
      effects: [{ do: "sacrifice", what: { ref: "self" } }],
    });
  });
  it("'the token' with nothing linked to it outside a leaves-the-battlefield ability stays text", () => {
    staysText("When Test Card enters the battlefield, exile the token.");
  });
});
