// Populate (701.36) in the Oracle compiler: the keyword action alone, X times, after another instruction.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle token copies: populate (701.36)", () => {
  it("Populate. (the reminder text is dropped)", () => {
    compiles("Populate. (Create a token that's a copy of a creature token you control.)", {
      kind: "spell",
      effects: [{ do: "populate", times: 1 }],
    });
  });
  it("populate X times", () => {
    compiles("Populate X times.", { kind: "spell", effects: [{ do: "populate", times: { of: "x" } }] });
  });
  it("a trigger: at the beginning of your upkeep, populate", () => {
    compiles("At the beginning of your upkeep, populate.", {
      kind: "triggered",
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
      effects: [{ do: "populate", times: 1 }],
    });
  });
  it("then populate, after another instruction", () => {
    compiles("Exile target creature, then populate.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
      effects: [
        { do: "exile", what: { ref: "target", index: 0 } },
        { do: "populate", times: 1 },
      ],
    });
  });
  it("a number must be a count of times", () => {
    staysText("Populate one times.");
    staysText("Populate target creature.");
  });
});
