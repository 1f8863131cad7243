import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;
const power0 = { of: "valueOf", what: { ref: "target", index: 0 }, value: "power" } as const;

describe("oracle: damage dealt by another object than the source (120.3)", () => {
  it("target creature deals damage to itself equal to its power", () => {
    compiles("Target creature deals damage to itself equal to its power.", {
      kind: "spell",
      effects: [{ do: "dealDamage", amount: power0, to: { ref: "target", index: 0 }, by: { ref: "target", index: 0 } }],
      targets: [{ spec: { kind: "permanent", filter: creature } }],
    });
  });

  it("it deals damage equal to its power to its controller", () => {
    compiles("Tap target creature. It deals damage equal to its power to its controller.", {
      kind: "spell",
      effects: [
        { do: "tap", what: { ref: "target", index: 0 } },
        {
          do: "dealDamageToPlayer",
          amount: power0,
          who: { ref: "controllerOfTarget", index: 0 },
          by: { ref: "target", index: 0 },
        },
      ],
      targets: [{ spec: { kind: "permanent", filter: creature } }],
    });
  });

  it("a group dealing damage is not one dealer: stays text", () => {
    staysText("Each creature deals damage to itself equal to its power.");
  });
});
