import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { modeCombinations } from "../../src/mtg/rules/modes.js";
import { compiles, staysText } from "./compiled.js";

const t0 = { ref: "target", index: 0 } as const;
const creature = { is: "type", type: "Creature" } as const;
const draw = { do: "draw", who: { ref: "you" }, amount: 1 } as const;
const destroyCreature = {
  text: "Destroy target creature.",
  targets: [{ spec: { kind: "permanent", filter: creature } }],
  effects: [{ do: "destroy", what: t0 }],
} as const;
const drawMode = { text: "Draw a card.", effects: [draw] } as const;

describe("oracle modes (700.2)", () => {
  it("Choose one — a modal spell, each mode with its own targets", () => {
    compiles("Choose one —\n• Destroy target creature.\n• Draw a card.", {
      kind: "spell",
      effects: [],
      modeCount: { min: 1, max: 1 },
      modes: [destroyCreature, drawMode],
    });
  });

  it("Choose two, one or both, one or more; Choose three with repeats (700.2d)", () => {
    const gain = { text: "You gain 3 life.", effects: [{ do: "gainLife", who: { ref: "you" }, amount: 3 }] } as const;
    const modes = [destroyCreature, drawMode, gain];
    const bullets = "\n• Destroy target creature.\n• Draw a card.\n• You gain 3 life.";
    compiles(`Choose two —${bullets}`, { kind: "spell", effects: [], modeCount: { min: 2, max: 2 }, modes });
    compiles(`Choose one or more —${bullets}`, { kind: "spell", effects: [], modeCount: { min: 1, max: 3 }, modes });
    compiles(`Choose three. You may choose the same mode more than once.${bullets}`, {
      kind: "spell",
      effects: [],
      modeCount: { min: 3, max: 3, repeat: true },
      modes,
    });
    compiles("Choose one or both —\n• Destroy target creature.\n• Draw a card.", {
      kind: "spell",
      effects: [],
      modeCount: { min: 1, max: 2 },
      modes: [destroyCreature, drawMode],
    });
  });

  it("a triggered ability's modes: chosen as it is put on the stack (700.2b); up to one may be none", () => {
    compiles("When Test Card enters, choose up to one —\n• Destroy target creature.\n• Draw a card.", {
      kind: "triggered",
      effects: [],
      modeCount: { min: 0, max: 1 },
      trigger: { on: "enters", filter: { is: "self" } },
      modes: [destroyCreature, drawMode],
    });
  });

  it("an activated ability's modes (700.2a), after its cost", () => {
    compiles("{1}, Sacrifice Test Card: Choose one —\n• Destroy target creature.\n• Draw a card.", {
      kind: "activated",
      effects: [],
      modeCount: { min: 1, max: 1 },
      cost: { mana: "{1}", sacrificeSelf: true },
      modes: [destroyCreature, drawMode],
    });
  });

  it("stays text when a mode is not understood, or the header is not a known count", () => {
    staysText("Choose one —\n• Destroy target creature.\n• Do something unheard of.");
    staysText("Choose one. If this spell was kicked, choose any number instead.\n• Draw a card.\n• You gain 3 life.");
    staysText("An opponent chooses one —\n• Draw a card.\n• You gain 3 life.");
    // A spell's "up to one" would let it do nothing; no spell is worded so.
    staysText("Choose up to one —\n• Draw a card.\n• You gain 3 life.");
    // Variable numbers of targets in a mode can't be told apart from the next mode's.
    staysText(
      "Choose one —\n• Return up to one target creature card from your graveyard to your hand.\n• Draw a card.",
    );
  });
});

describe("mode choices for legal actions (700.2, 700.2d)", () => {
  it("lists every choice in printed order, repeats only when allowed, never no mode", () => {
    assert.deepEqual(modeCombinations(3), [[0], [1], [2]]);
    assert.deepEqual(modeCombinations(3, { min: 2, max: 2 }), [
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    assert.deepEqual(modeCombinations(2, { min: 1, max: 2 }), [[0], [0, 1], [1]]);
    assert.deepEqual(modeCombinations(2, { min: 0, max: 1 }), [[0], [1]]);
    assert.equal(modeCombinations(3, { min: 3, max: 3, repeat: true }).length, 10);
  });
});
