import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cloneState } from "../../src/mtg/model/cloneState.js";
import { newGame } from "../../src/api/game.js";
import { objectsStoredSince, type RecordsSeen, removeObject, sawRecord } from "../../src/mtg/model/objectRecords.js";
import type { GameObject } from "../../src/mtg/model/object.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { writable } from "../../src/mtg/model/writableObject.js";
import { createObject } from "../../src/mtg/game/objects.js";

/** A Grizzly Bears on p1's battlefield, stored through `putObject` (`createObject`). */
function bears(state: GameState, id: string): void {
  createObject(state, { id, card: "Grizzly Bears", token: null, owner: "p1", zone: "battlefield" });
}

function game(): GameState {
  const made = newGame({ players: ["p1", "p2"] });
  assert.ok(made.ok);
  return made.value;
}

describe("records of objects (copy-on-write, model/objectRecords.ts)", () => {
  it("shares the record of objects until a state stores or removes one, and freezes what it stored before sharing again", () => {
    const state = game();
    bears(state, "o1");
    const copy = cloneState(state);
    assert.equal(copy.objects, state.objects, "one record for both states");
    assert.throws(() => {
      (copy.objects as Record<string, GameObject>).o2 = state.objects.o1 as GameObject;
    }, TypeError);
    bears(copy, "o2");
    removeObject(copy, "objects", "o1");
    assert.notEqual(copy.objects, state.objects, "the copy has its own record now");
    assert.deepEqual(Object.keys(state.objects), ["o1"]);
    assert.deepEqual(Object.keys(copy.objects), ["o2"]);
    assert.equal(Object.isFrozen(copy.objects.o2), false, "changed in place while the record is the state's own");
    const again = cloneState(copy);
    assert.equal(Object.isFrozen(again.objects.o2), true, "frozen once shared");
    assert.equal(again.objects, copy.objects);
  });

  it("tells a reader which objects were stored since it last looked at the record it was copied from", () => {
    const seen: RecordsSeen = new WeakMap();
    const state = game();
    bears(state, "o1");
    bears(state, "o2");
    assert.equal(objectsStoredSince(state.objects, seen), null, "never looked at: look at every object");
    sawRecord(state.objects, seen);
    assert.deepEqual(objectsStoredSince(state.objects, seen), []);
    const copy = cloneState(state);
    const o2 = copy.objects.o2;
    assert.ok(o2);
    writable(copy, o2).zone = "graveyard";
    assert.deepEqual(objectsStoredSince(copy.objects, seen), ["o2"], "only the object changed since");
    sawRecord(copy.objects, seen);
    const again = copy.objects.o2;
    assert.ok(again);
    writable(copy, again).zone = "exile";
    assert.deepEqual(
      objectsStoredSince(copy.objects, seen),
      ["o2"],
      "changed in place after the look: the objects stored since the copy again",
    );
    const later = cloneState(copy);
    removeObject(later, "objects", "o1");
    assert.equal(objectsStoredSince(later.objects, seen), null, "copied from a record changed since the look");
  });
});
