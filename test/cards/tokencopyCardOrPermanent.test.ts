// "Choose target [kind] card in a graveyard or [kind] on the battlefield. Create three tokens that are
// copies of it." in the Oracle compiler (115.1, 707.2).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const artifact = { is: "type", type: "Artifact" } as const;

describe("oracle token copies: a target card in a graveyard or permanent", () => {
  it("three copies of the target, wherever it is", () => {
    compiles(
      "Choose target artifact card in a graveyard or artifact on the battlefield. Create three tokens that are copies of it.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "cardOrPermanent", card: artifact, permanent: artifact } }],
        effects: [{ do: "createTokenCopy", of: { ref: "target", index: 0 }, count: 3, exceptions: [] }],
      },
    );
  });
  it("an unknown kind stays text", () => {
    staysText(
      "Choose target frobnicated card in a graveyard or artifact on the battlefield. Create a token that's a copy of it.",
    );
  });
});
