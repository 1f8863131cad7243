import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: extra turns and additional land plays (500.7, 305.2)", () => {
  it("Take an extra turn after this one", () => {
    compiles("Take an extra turn after this one.", {
      kind: "spell",
      effects: [{ do: "extraTurn", who: { ref: "you" } }],
    });
  });

  it("Target player takes an extra turn after this one", () => {
    compiles("Target player takes an extra turn after this one.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [{ do: "extraTurn", who: { ref: "targetPlayer", index: 0 } }],
    });
  });

  it("You may play an additional land this turn", () => {
    compiles("You may play an additional land this turn.", {
      kind: "spell",
      effects: [{ do: "additionalLandPlay", amount: 1 }],
    });
  });

  it("near misses stay text: each player, an extra turn after another one", () => {
    staysText("Each opponent takes an extra turn after this one.");
    staysText("Take an extra turn after the next one.");
  });
});
