import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, staysText } from "./compiled.js";

describe("oracle: an Aura's control change (613.1b)", () => {
  it("You control enchanted creature / permanent / land", () => {
    for (const what of ["creature", "permanent", "land"])
      compiles(`You control enchanted ${what}.`, {
        kind: "static",
        effects: [{ affects: { is: "attachedBySource" }, parts: [{ op: "control", to: "effectController" }] }],
      });
  });

  it("another subject stays text", () => {
    staysText("You control target creature.");
  });
});

describe("oracle: several targets in one slot (115.1, 601.2c)", () => {
  const creatures = { spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } } as const;

  it("Tap up to two target creatures; those creatures don't untap during their controller's next untap step", () => {
    compiles("Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.", {
      kind: "spell",
      effects: [
        { do: "tap", what: { ref: "targets" } },
        { do: "doesntUntapNext", what: { ref: "targets" }, during: "itsController" },
      ],
      targets: [{ ...creatures, min: 0, max: 2 }],
    });
  });

  it("exactly two targets", () => {
    compiles("Tap two target creatures.", {
      kind: "spell",
      effects: [{ do: "tap", what: { ref: "targets" } }],
      targets: [{ ...creatures, min: 2, max: 2 }],
    });
  });

  it("not after another target (the reference would take it too)", () => {
    staysText("Tap target land and two target creatures.");
  });
});

describe("oracle: combat restrictions for this turn (101.2, 509.1b)", () => {
  it("a target: locked to the object named", () => {
    compiles("Target creature can't block this turn.", {
      kind: "spell",
      effects: [{ do: "rulesThisTurn", what: { ref: "target", index: 0 }, rules: [{ rule: "cantBlock" }] }],
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
    });
  });

  it("a group: its filter, read whenever blockers are declared", () => {
    const one = compileOracleText("Creatures without flying can't block this turn.", "Test Card")[0];
    assert.equal(one?.kind, "spell");
    if (one?.kind !== "spell") return;
    const [effect] = one.effects;
    assert.equal(effect?.do, "rulesThisTurn");
    if (effect?.do !== "rulesThisTurn") return;
    assert.equal(effect.what, undefined);
    assert.equal(effect.rules[0]?.rule, "cantBlock");
    assert.ok(effect.rules[0] && "affects" in effect.rules[0] && effect.rules[0].affects !== undefined);
  });

  it("the source itself can't be blocked this turn", () => {
    compiles("{2}: Test Card can't be blocked this turn.", {
      kind: "activated",
      cost: { mana: "{2}" },
      effects: [
        {
          do: "rulesThisTurn",
          what: { ref: "self" },
          rules: [{ rule: "cantBeBlockedBy", filter: { is: "type", type: "Creature" } }],
        },
      ],
    });
  });
});
