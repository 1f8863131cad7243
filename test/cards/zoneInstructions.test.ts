import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: onto libraries, graveyards exiled (401.4, 406.2)", () => {
  it("put target creature on top of / on the bottom of its owner's library; all creatures on their owners'", () => {
    compiles("Put target creature on top of its owner's library.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
      effects: [{ do: "putInLibrary", what: { ref: "target", index: 0 }, at: "top" }],
    });
    compiles("Put all creatures on the bottom of their owners' libraries.", {
      kind: "spell",
      effects: [{ do: "putInLibrary", what: { ref: "each", filter: { is: "type", type: "Creature" } }, at: "bottom" }],
    });
  });

  it("exile target player's graveyard", () => {
    compiles("Exile target player's graveyard.", {
      kind: "spell",
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [{ do: "exileGraveyard", who: { ref: "targetPlayer", index: 0 } }],
    });
  });

  it("stays text when the number disagrees", () => {
    staysText("Put target creature on top of their owners' libraries.");
  });
});
