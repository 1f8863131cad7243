import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cloneState } from "../../src/mtg/model/cloneState.js";
import { newGame } from "../../src/api/game.js";
import { thawedCopy, writable } from "../../src/mtg/model/writableObject.js";
import { freezeObject } from "../../src/mtg/model/objectRecords.js";
import type { GameObject } from "../../src/mtg/model/object.js";

/**
 * `thawedCopy` copies field by field (model/writableObject.ts): an object with every field set, the
 * optional ones included (`Required<GameObject>`: a field added to `GameObject` must be added here,
 * or this file doesn't compile), copies to an equal object that shares only its read-only parts.
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
    goadedBy: [{ player: "p1", forGame: true }],
    playable: [{ player: "p2", action: "play", lasts: "thisTurn", since: 3, source: "Rob the Archives" }],
    commander: true,
    emblem: { faces: [], createdBy: "o7" },
    lastKnownValues: { power: 2, toughness: 2, manaValue: 2 },
  };
}

/** The parts a copy may share: read-only records (the type says so), never changed in place. */
const READ_ONLY = new Set(["token", "ability", "emblem", "paired", "skipsNextUntap", "lastKnownValues"]);

/** The first value under `a` that `b` shares and that may change, as a path, or null. */
function sharedMutable(a: unknown, b: unknown, path: string): string | null {
  if (typeof a !== "object" || a === null || Object.isFrozen(a)) return null;
  if (a === b) return path;
  for (const key of Object.keys(a)) {
    if (path === "object" && READ_ONLY.has(key)) continue;
    if (path === "object.choices" || path === "object.playable") continue; // read-only values in a copied record
    const found = sharedMutable(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown> | null)?.[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return null;
}

describe("thawedCopy", () => {
  it("copies every field, the optional ones included, and shares nothing a rule may change", () => {
    const o = everyField();
    const copy = thawedCopy(freezeObject(structuredClone(o)));
    assert.deepEqual(copy, structuredClone(o));
    assert.equal(Object.isFrozen(copy.status) || Object.isFrozen(copy.counters), false);
    assert.equal(sharedMutable(copy, o, "object"), null);
  });

  it("leaves an absent optional field absent", () => {
    const { onAdventure: _a, paired: _p, ...rest } = everyField();
    const copy = thawedCopy(rest);
    assert.equal("onAdventure" in copy, false);
    assert.equal("paired" in copy, false);
    assert.deepEqual(copy, structuredClone(rest));
  });
});

describe("writable (copy-on-write of objects)", () => {
  it("gives a state its own copy of a shared object and leaves the other state unchanged", () => {
    const game = newGame({ players: ["p1", "p2"] });
    assert.ok(game.ok);
    const state = game.value;
    state.objects.o1 = everyField();
    const copy = cloneState(state);
    const shared = copy.objects.o1;
    assert.ok(shared && shared === state.objects.o1, "shared until changed");
    assert.throws(() => {
      (shared.status as { tapped: boolean }).tapped = false;
    }, TypeError);
    const own = writable(copy, shared);
    own.status.tapped = false;
    own.counters["+1/+1"] = 5;
    assert.equal(copy.objects.o1, own);
    assert.equal(state.objects.o1?.status.tapped, true);
    assert.equal(state.objects.o1?.counters["+1/+1"], 2);
    assert.equal(writable(copy, own), own, "a state's own copy is changed in place");
  });
});
