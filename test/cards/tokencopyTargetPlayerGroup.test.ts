// "Creatures target player controls get …" in the Oracle compiler (115.1, 611.2c): a target player,
// and that player's creatures as the effect begins.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;
const theirCreatures = { ref: "each", filter: creature, controlledBy: { ref: "targetPlayer", index: 0 } } as const;
const targetPlayer = { spec: { kind: "player", who: "any" } } as const;

describe("oracle: the group target player controls", () => {
  it("creatures target player controls get +1/+1 until end of turn", () => {
    compiles("Creatures target player controls get +1/+1 until end of turn.", {
      kind: "spell",
      targets: [targetPlayer],
      effects: [
        {
          do: "continuous",
          what: theirCreatures,
          parts: [{ op: "modifyPT", power: 1, toughness: 1 }],
          duration: "endOfTurn",
        },
      ],
    });
  });
  it("the 2022 data's 'controls gets' is read as the Oracle's 'get'", () => {
    compiles("Creatures target player controls gets +1/+1 and gain first strike until end of turn.", {
      kind: "spell",
      targets: [targetPlayer],
      effects: [
        {
          do: "continuous",
          what: theirCreatures,
          parts: [
            { op: "modifyPT", power: 1, toughness: 1 },
            { op: "addAbilities", abilities: [{ kind: "keyword", text: "First strike", keyword: "first strike" }] },
          ],
          duration: "endOfTurn",
        },
      ],
    });
  });
  it("a group naming 'you' stays text", () => {
    staysText("Creatures you control target player controls get +1/+1 until end of turn.");
  });
});
