// "Choose a creature type. For each creature you control of the chosen type, create a token
// that's a copy of that creature." (608.2d: the type is chosen as the spell resolves.)
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("oracle: choose a creature type, then each creature of the chosen type (608.2d)", () => {
  it("a token copy of each creature you control of the chosen type", () => {
    compiles(
      "Choose a creature type. For each creature you control of the chosen type, create a token that's a copy of that creature.",
      {
        kind: "spell",
        effects: [
          { do: "choose", choice: { choose: "creatureType" } },
          {
            do: "createTokenCopyOfEach",
            of: {
              ref: "each",
              filter: {
                is: "all",
                of: [
                  { is: "type", type: "Creature" },
                  { is: "controlledBy", who: "you" },
                  { is: "chosenCreatureType" },
                ],
              },
            },
            exceptions: [],
          },
        ],
      },
    );
  });
  it("a target of the chosen type: chosen before the type is (601.2c), not read", () => {
    assert.equal(one("Choose a creature type. Destroy target creature of the chosen type.").kind, "text");
  });
  it("an effect that lasts after the resolution: not read", () => {
    assert.equal(
      one("Choose a creature type. Creatures you control of the chosen type get +1/+1 until end of turn.").kind,
      "text",
    );
  });
});
