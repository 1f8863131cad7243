// "Choose any number of [permanents] you control [with different names]. For each of them, create a
// token that's a copy of it" (608.2d: chosen on resolution, no target).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const EACH = "For each of them, create a token that's a copy of it.";
const tokens = (type: "Artifact" | "Creature") => ({
  is: "all" as const,
  of: [{ is: "type" as const, type }, { is: "token" as const }, { is: "controlledBy" as const, who: "you" as const }],
});

describe("oracle: token copies of permanents chosen on resolution (608.2d)", () => {
  it("artifact tokens and/or creature tokens with different names (Battle for Bretagard)", () => {
    compiles(`Choose any number of artifact tokens and/or creature tokens you control with different names. ${EACH}`, {
      kind: "spell",
      effects: [
        {
          do: "createTokenCopyOfEach",
          of: {
            ref: "chosenAnyNumber",
            filter: { is: "any", of: [tokens("Artifact"), tokens("Creature")] },
            what: "artifact tokens and/or creature tokens",
            differentNames: true,
          },
          exceptions: [],
        },
      ],
    });
  });
  it("one kind, names not required to differ", () => {
    compiles(`Choose any number of creature tokens you control. ${EACH}`, {
      kind: "spell",
      effects: [
        {
          do: "createTokenCopyOfEach",
          of: { ref: "chosenAnyNumber", filter: tokens("Creature"), what: "creature tokens" },
          exceptions: [],
        },
      ],
    });
  });
  it("a kind that isn't understood, or a singular noun, stays text", () => {
    staysText(`Choose any number of creature token you control. ${EACH}`);
    staysText(`Choose any number of blorps and/or creature tokens you control. ${EACH}`);
  });
});
