// Combat creatures compared with the source and counters from the mana spent to cast it (tokencombat).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { amountOfManaSpent } from "../../src/mtg/model/manaSpent.js";
import { compiles, staysText } from "./compiled.js";

describe("oracle: compared with the source's power (208.1)", () => {
  it("target creature with power less than or equal to ~'s power", () => {
    compiles(
      "When Test Card enters, target creature with power less than or equal to Test Card's power can't block this turn.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: { is: "self" } },
        effects: [{ do: "rulesThisTurn", what: { ref: "target", index: 0 }, rules: [{ rule: "cantBlock" }] }],
        targets: [
          {
            spec: {
              kind: "permanent",
              filter: {
                is: "all",
                of: [
                  { is: "type", type: "Creature" },
                  { is: "comparedToSource", stat: "power", than: "lesserOrEqual" },
                ],
              },
            },
          },
        ],
      },
    );
  });
  it("power against toughness stays text", () => {
    staysText(
      "When Test Card enters, target creature with power less than or equal to Test Card's toughness can't block this turn.",
    );
  });
});

describe("oracle: counters equal to the amount of mana spent to cast it (601.2h, 614.1c)", () => {
  it("compiles to an enters replacement reading the source's mana spent", () => {
    compiles("Test Card enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.", {
      kind: "replacement",
      replacement: { effect: "entersWithCounters", kind: "+1/+1", amount: { of: "manaSpentToCastSource" } },
    });
  });
  it("counts each symbol spent, and large generic payments", () => {
    assert.equal(amountOfManaSpent(""), 0);
    assert.equal(amountOfManaSpent("{B}{R}{G}{C}{C}"), 5);
    assert.equal(amountOfManaSpent("{G}{C}×20"), 21);
  });
});
