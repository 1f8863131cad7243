import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: static rules of the untap step, the draw step, land plays and life (502.3, 614.10, 305.2, 119.7, 704.5a)", () => {
  it("You may choose not to untap ~ during your untap step", () => {
    compiles("You may choose not to untap Test Card during your untap step.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "mayChooseNotToUntap" }],
    });
  });

  it("Skip your draw step", () => {
    compiles("Skip your draw step.", { kind: "static", effects: [], rules: [{ rule: "skipDrawStep" }] });
  });

  it("You may play an additional land / two additional lands on each of your turns; each player on theirs", () => {
    compiles("You may play an additional land on each of your turns.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "additionalLandPlays", count: 1, who: "you" }],
    });
    compiles("You may play two additional lands on each of your turns.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "additionalLandPlays", count: 2, who: "you" }],
    });
    compiles("Each player may play an additional land on each of their turns.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "additionalLandPlays", count: 1, who: "each" }],
    });
  });

  it("Players / Your opponents / You can't gain life", () => {
    compiles("Players can't gain life.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "cantGainLife", who: "each" }],
    });
    compiles("Your opponents can't gain life.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "cantGainLife", who: "opponents" }],
    });
  });

  it("You don't lose the game for having 0 or less life", () => {
    compiles("You don't lose the game for having 0 or less life.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "noLossForZeroLife" }],
    });
  });

  it("near misses stay text: another player's untap step, a mismatched land wording, another life threshold", () => {
    staysText("You may choose not to untap target creature during your untap step.");
    staysText("Each player may play an additional land on each of your turns.");
    staysText("You don't lose the game for having 1 or less life.");
  });
});
