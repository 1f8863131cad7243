import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cloneObject } from "../../src/mtg/model/cloneState.js";
import type { GameObject } from "../../src/mtg/model/object.js";

/**
 * `cloneObject` copies field by field (model/cloneState.ts): an object with every field set, the
 * optional ones included (`Required<GameObject>`: a field added to `GameObject` must be added here,
 * or this file doesn't compile), copies to an equal object that shares nothing that isn't frozen.
 */
function everyField(): Required<GameObject> {
  return {
    id: "o1",
    card: "Grizzly Bears",
    token: { faces: [], createdBy: "o9", copyOf: "o2", flip: false, exceptions: [] },
    owner: "p1",
    controller: "p2",
    zone: "battlefield",
    timestamp: 7,
    status: { tapped: true, flipped: false, faceDown: false, phasedOut: false, face: 0 },
    counters: { "+1/+1": 2 },
    damage: 1,
    attachedTo: null,
    choices: { creatureType: { kind: "creatureType", type: "Bear" } },
    controlledSince: 3,
    controlledBy: "p2",
    decisions: null,
    ability: null,
    isCopyOfSpell: false,
    attacking: "p2",
    blocking: null,
    isCardCopy: false,
    linked: { exiled: ["o4"] },
    protector: null,
    activatedThisTurn: { a0: 1 },
    onAdventure: true,
    foretoldTurn: 2,
    regenerationShields: 1,
    meldedWith: "o5",
    monstrous: true,
    renowned: true,
    classLevel: 2,
    devoured: 2,
    paired: { with: "o6", controller: "p2" },
    skipsNextUntap: { player: null },
    keptTapped: [{ sourceId: "o2", controller: "p1", duration: "whileYouControlSource" }],
    unearthed: true,
    tributePaid: true,
    playable: [{ player: "p2", action: "play", lasts: "thisTurn", since: 3, source: "Rob the Archives" }],
    commander: true,
    emblem: { faces: [], createdBy: "o7" },
    lastKnownValues: { power: 2, toughness: 2, manaValue: 2 },
  };
}

/** The first value under `a` that `b` shares and that isn't frozen, as a path, or null. */
function sharedMutable(a: unknown, b: unknown, path: string): string | null {
  if (typeof a !== "object" || a === null || Object.isFrozen(a)) return null;
  if (a === b) return path;
  for (const key of Object.keys(a)) {
    const found = sharedMutable(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown> | null)?.[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return null;
}

describe("cloneObject", () => {
  it("copies every field, the optional ones included, and shares nothing mutable", () => {
    const o = everyField();
    const copy = cloneObject(o);
    assert.deepEqual(copy, structuredClone(o));
    assert.equal(sharedMutable(o, copy, "object"), null);
  });

  it("leaves an absent optional field absent", () => {
    const { onAdventure: _a, paired: _p, ...rest } = everyField();
    const copy = cloneObject(rest);
    assert.equal("onAdventure" in copy, false);
    assert.equal("paired" in copy, false);
    assert.deepEqual(copy, structuredClone(rest));
  });
});
