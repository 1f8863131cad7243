import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const creature = { is: "type", type: "Creature" } as const;
const creatureTarget = { spec: { kind: "permanent", filter: creature } } as const;

describe("oracle: prevention effects (615)", () => {
  it("the next N damage to any target: a shield on the first target (615.7)", () => {
    compiles("{T}: Prevent the next 1 damage that would be dealt to any target this turn.", {
      kind: "activated",
      cost: { tap: true },
      effects: [{ do: "preventDamage", amount: 1, to: "targetAny" }],
      targets: [{ spec: { kind: "any" } }],
    });
  });

  it("the next X damage to target creature", () => {
    compiles("Prevent the next X damage that would be dealt to target creature this turn.", {
      kind: "spell",
      effects: [{ do: "preventDamage", amount: { of: "x" }, to: { object: target0 } }],
      targets: [creatureTarget],
    });
  });

  it("all combat damage this turn (Fog)", () => {
    compiles("Prevent all combat damage that would be dealt this turn.", {
      kind: "spell",
      effects: [{ do: "preventDamage", amount: "all", combatOnly: true }],
    });
  });

  it("all damage to the source itself, and to you", () => {
    compiles("{W}: Prevent all damage that would be dealt to Test Card this turn.", {
      kind: "activated",
      cost: { mana: "{W}" },
      effects: [{ do: "preventDamage", amount: "all", to: { object: { ref: "self" } } }],
    });
    compiles("Prevent all combat damage that would be dealt to you this turn.", {
      kind: "spell",
      effects: [{ do: "preventDamage", amount: "all", to: { player: { ref: "you" } }, combatOnly: true }],
    });
  });

  it("all combat damage a target creature would deal / dealt by a target attacking creature", () => {
    compiles("Prevent all combat damage target creature would deal this turn.", {
      kind: "spell",
      effects: [{ do: "preventDamage", amount: "all", by: target0, combatOnly: true }],
      targets: [creatureTarget],
    });
    compiles("Prevent all damage that would be dealt to and dealt by target creature this turn.", {
      kind: "spell",
      effects: [
        { do: "preventDamage", amount: "all", to: { object: target0 } },
        { do: "preventDamage", amount: "all", by: target0 },
      ],
      targets: [creatureTarget],
    });
  });

  it("groups of objects (one shield each, 615.11, or watching objects that enter later) stay text", () => {
    staysText("Prevent all damage that would be dealt to creatures you control this turn.");
    staysText("Prevent the next 1 damage that would be dealt to each creature this turn.");
    staysText("Prevent the next 3 damage target creature would deal this turn.");
  });
});
