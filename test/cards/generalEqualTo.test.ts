import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one, staysText } from "./compiled.js";

describe("oracle: numbers counted as the instruction resolves (608.2h)", () => {
  it("gain life equal to its power, from an enters trigger: the source's power", () => {
    compiles("When Test Card enters the battlefield, you gain life equal to its power.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [
        { do: "gainLife", who: { ref: "you" }, amount: { of: "valueOf", what: { ref: "self" }, value: "power" } },
      ],
    });
  });

  it("a dies trigger reads the creature as it last existed on the battlefield", () => {
    compiles("When Test Card dies, you gain life equal to its power.", {
      kind: "triggered",
      trigger: { on: "dies", filter: { is: "self" } },
      effects: [
        {
          do: "gainLife",
          who: { ref: "you" },
          amount: { of: "valueOf", what: { ref: "self" }, value: "power", lastKnown: true },
        },
      ],
    });
  });

  it("that creature's toughness: the event's object", () => {
    const a = one(
      "Whenever another creature enters the battlefield under your control, you gain life equal to that creature's toughness.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.effects, [
      {
        do: "gainLife",
        who: { ref: "you" },
        amount: { of: "valueOf", what: { ref: "triggerObject" }, value: "toughness" },
      },
    ]);
  });

  it("damage equal to the source's power, to any target", () => {
    compiles("{1}{R}{R}: Test Card deals damage equal to its power to any target.", {
      kind: "activated",
      cost: { mana: "{1}{R}{R}" },
      effects: [
        { do: "dealDamage", amount: { of: "valueOf", what: { ref: "self" }, value: "power" }, to: "targetAny" },
      ],
      targets: [{ spec: { kind: "any" } }],
    });
  });

  it("damage to a target equal to a count", () => {
    const a = one("Test Card deals damage to target creature equal to the number of lands you control.");
    assert.equal(a.kind, "spell");
    if (a.kind !== "spell") return;
    assert.deepEqual(a.effects, [
      {
        do: "dealDamage",
        amount: {
          of: "count",
          filter: {
            is: "all",
            of: [
              { is: "type", type: "Land" },
              { is: "controlledBy", who: "you" },
            ],
          },
        },
        to: { ref: "target", index: 0 },
      },
    ]);
  });

  it("draw cards equal to the sacrificed creature's power", () => {
    const a = one("Sacrifice a creature: Draw cards equal to the sacrificed creature's power.");
    assert.equal(a.kind, "activated");
    if (a.kind !== "activated") return;
    assert.deepEqual(a.effects, [
      { do: "draw", who: { ref: "you" }, amount: { of: "valueOf", what: { ref: "sacrificedToPay" }, value: "power" } },
    ]);
  });

  it("where X is …: one number for every instruction of the sentence", () => {
    const a = one(
      "Test Card deals X damage to target creature and you gain X life, where X is the number of Swamps you control.",
    );
    assert.equal(a.kind, "spell");
    if (a.kind !== "spell") return;
    const swamps = {
      of: "count",
      filter: {
        is: "all",
        of: [
          { is: "subtype", subtype: "Swamp" },
          { is: "controlledBy", who: "you" },
        ],
      },
    };
    assert.deepEqual(a.effects, [
      { do: "dealDamage", amount: swamps, to: { ref: "target", index: 0 } },
      { do: "gainLife", who: { ref: "you" }, amount: swamps },
    ]);
  });

  it("that creature's power with no other creature named: stays text", () => {
    staysText("When Test Card enters the battlefield, you gain life equal to that creature's power.");
  });
});
