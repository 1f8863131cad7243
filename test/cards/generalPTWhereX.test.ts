import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const creature = { spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } } as const;
const selfPower = { of: "valueOf", what: { ref: "self" }, value: "power" } as const;

describe("oracle: '+X/+X until end of turn, where X is …' (608.2h: X read as it resolves)", () => {
  it("an activated or triggered pump whose X is the source's power", () => {
    compiles("{T}: Target creature gets +X/+X until end of turn, where X is Test Card's power.", {
      kind: "activated",
      cost: { tap: true },
      effects: [
        {
          do: "continuous",
          what: target0,
          parts: [{ op: "modifyPT", power: selfPower, toughness: selfPower }],
          duration: "endOfTurn",
        },
      ],
      targets: [creature],
    });
  });

  it("a -X/-0 counted from the battlefield keeps the sign and the fixed half", () => {
    const zombies = {
      of: "count",
      filter: {
        is: "all",
        of: [
          { is: "subtype", subtype: "Zombie" },
          { is: "controlledBy", who: "you" },
        ],
      },
    } as const;
    compiles("Target creature gets -X/-0 until end of turn, where X is the number of Zombies you control.", {
      kind: "spell",
      effects: [
        {
          do: "continuous",
          what: target0,
          parts: [{ op: "modifyPT", power: { of: "negate", amount: zombies }, toughness: 0 }],
          duration: "endOfTurn",
        },
      ],
      targets: [creature],
    });
  });

  it("an X the sentence doesn't count stays text", () => {
    staysText("Target creature gets +X/+X until end of turn, where X is the number of times you've been dealt damage.");
  });
});
