// "When you cast this spell from your hand, copy it if you control an artifact, then copy it if you control an enchantment."
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

const copy = { do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] } as const;
const ifYouControl = (type: string) =>
  ({ do: "if", condition: { is: "youControl", filter: { is: "type", type } }, effects: [copy] }) as const;

describe("oracle copy it if you control", () => {
  it("cast from your hand; each copy checked on resolution; both may choose new targets", () => {
    compiles(
      "When you cast this spell from your hand, copy it if you control an artifact, then copy it if you control an enchantment. You may choose new targets for the copies.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: { is: "self" }, by: "you", from: "hand" },
        effects: [ifYouControl("Artifact"), ifYouControl("Enchantment")],
      },
    );
  });
  it("'for the copy' amends only the last copy", () => {
    compiles(
      "When you cast this spell, copy it if you control an artifact, then copy it if you control an enchantment. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: { is: "self" }, by: "you" },
        effects: [
          { ...ifYouControl("Artifact"), effects: [{ ...copy, newTargets: false }] },
          ifYouControl("Enchantment"),
        ],
      },
    );
  });
});
