// "X target …" (601.2b-c): one slot of as many targets as the announced X; "For each card exiled
// this way, create a token that's a copy of that card" (Hour of Eternity).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { slotBounds } from "../../src/mtg/game/targets.js";
import { compiles, one, staysText } from "./compiled.js";

const CREATURE_CARDS = {
  kind: "card",
  zone: "graveyard",
  filter: { is: "type", type: "Creature" },
  whose: "you",
} as const;

describe("oracle: X targets (601.2b-c)", () => {
  it("exile X target cards, then a copy of each card exiled this way", () => {
    compiles(
      "Exile X target creature cards from your graveyard. For each card exiled this way, create a token that's a copy of that card, except it's a 4/4 black Zombie.",
      {
        kind: "spell",
        targets: [{ spec: CREATURE_CARDS, countX: true }],
        effects: [
          { do: "exileThisWay", what: { ref: "targets" } },
          {
            do: "createTokenCopyOfEach",
            of: { ref: "exiledThisWay" },
            exceptions: [
              { except: "pt", power: 4, toughness: 4 },
              { except: "colors", colors: ["B"] },
              { except: "creatureTypes", subtypes: ["Zombie"] },
            ],
          },
        ],
      },
    );
  });
  it("permanents, up to X, and cards returned to your hand", () => {
    compiles("Tap X target creatures.", {
      kind: "spell",
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } }, countX: true }],
      effects: [{ do: "tap", what: { ref: "targets" } }],
    });
    const upTo = one("Destroy up to X target lands.");
    assert.ok(upTo.kind === "spell");
    assert.deepEqual(upTo.targets, [
      { spec: { kind: "permanent", filter: { is: "type", type: "Land" } }, countX: true, min: 0 },
    ]);
    compiles("Return X target creature cards from your graveyard to your hand.", {
      kind: "spell",
      targets: [{ spec: CREATURE_CARDS, countX: true }],
      effects: [{ do: "returnToHand", what: { ref: "targets" } }],
    });
  });
  it("an X no one announces stays text: a trigger, a cost without {X}, a 'where X is'", () => {
    staysText("When Test Card enters, destroy X target lands.");
    staysText("{1}, Remove X ki counters from Test Card: Tap X target creatures.");
    staysText("Destroy up to X target lands, where X is the number of Islands you control.");
    assert.equal(one("{X}, {T}: Tap X target noncreature artifacts.").kind, "activated");
  });
  it("the slot takes exactly X (or up to X) once X is announced, any number before", () => {
    const slot = { spec: { kind: "any" }, countX: true } as const;
    assert.deepEqual(slotBounds(slot, 3), { min: 3, max: 3 });
    assert.deepEqual(slotBounds({ ...slot, min: 0 }, 3), { min: 0, max: 3 });
    assert.equal(slotBounds(slot).min, 0);
  });
});
