import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe('oracle: an activated ability\'s opening "It" is its source (113.7, 608.2h)', () => {
  it("Sacrifice ~: It deals N damage to any target", () => {
    compiles("Sacrifice Test Card: It deals 1 damage to any target.", {
      kind: "activated",
      cost: { sacrificeSelf: true },
      effects: [{ do: "dealDamage", amount: 1, to: "targetAny" }],
      targets: [{ spec: { kind: "any" } }],
    });
  });

  it("{cost}, Sacrifice ~: It deals N damage to each creature and each player", () => {
    compiles("{R}, Sacrifice Test Card: It deals 6 damage to each creature and each player.", {
      kind: "activated",
      cost: { mana: "{R}", sacrificeSelf: true },
      effects: [
        { do: "dealDamage", amount: 6, to: { ref: "each", filter: { is: "type", type: "Creature" } } },
        { do: "dealDamageToPlayer", amount: 6, who: { ref: "eachPlayer" } },
      ],
    });
  });

  it("Remove a counter from ~: It deals N damage (the source stays)", () => {
    compiles("Remove a +1/+1 counter from Test Card: It deals 1 damage to any target.", {
      kind: "activated",
      cost: { removeCountersFromSelf: { kind: "+1/+1", n: 1 } },
      effects: [{ do: "dealDamage", amount: 1, to: "targetAny" }],
      targets: [{ spec: { kind: "any" } }],
    });
  });

  it('a cost that doesn\'t name the object gives "It" no antecedent: text', () => {
    staysText("{T}: It deals 1 damage to any target.");
  });
});
