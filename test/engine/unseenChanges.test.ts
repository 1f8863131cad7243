import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { buildState } from "../../src/index.js";
import { cloneState } from "../../src/mtg/model/cloneState.js";
import { derive, derivedAgain } from "../../src/mtg/layers/derive.js";
import { changed } from "../../src/mtg/game/draft.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { Filters, type ObjectFilter } from "../../src/mtg/abilities/filter.js";
import type { LayerEffect } from "../../src/mtg/layers/layerEffect.js";
import { changesLayersSee } from "../../src/mtg/layers/speedups/unseenChanges.js";
import { writable } from "../../src/mtg/model/writableObject.js";

/**
 * speedups/unseenChanges.ts: a re-derivation leaves out a changed object whose only differences are
 * parts no step of the layers reads by itself (tapped, combat, damage), unless an effect reads them;
 * either way the characteristics are those a derivation from scratch gives.
 */

function board(anthem: string): { state: GameState; bear: string } {
  const built = buildState({
    players: ["p1", "p2"],
    turn: { number: 3, active: "p1", step: "main1" },
    cards: [
      {
        name: "Test Bear",
        manaCost: "{1}{G}",
        typeLine: "Creature — Bear",
        power: "2",
        toughness: "2",
        oracleText: "",
      },
      { name: "Test Banner", manaCost: "{2}", typeLine: "Artifact", oracleText: anthem },
    ],
    setup: {
      battlefield: [
        { id: "bear", card: "Test Bear", controller: "p1" },
        { id: "banner", card: "Test Banner", controller: "p1" },
      ],
    },
  });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
  const bear = built.value.ids.get("bear");
  assert.ok(bear);
  return { state: built.value.state, bear };
}

/** As `applyAction` changes a state: on a working copy, the change reported for the object. */
function attackWith(state: GameState, id: string): GameState {
  const next = cloneState(state);
  const o = next.objects[id];
  assert.ok(o);
  const attacker = writable(next, o);
  attacker.status.tapped = true;
  attacker.attacking = "p2";
  changed(next, id);
  return next;
}

function sameAsCold(state: GameState): void {
  const warm = derive(state);
  const cold = derive(JSON.parse(JSON.stringify(state)) as GameState);
  for (const id of Object.keys(state.objects)) assert.ok(isDeepStrictEqual(warm.get(id), cold.get(id)), id);
}

describe("re-derivation of changes the layers don't see", () => {
  it("keeps the characteristics when no effect reads tapped or attacking creatures", () => {
    const { state, bear } = board("Creatures you control get +1/+1.");
    assert.equal(derive(state).get(bear)?.power, 3);
    const next = attackWith(state, bear);
    assert.equal(derive(next).get(bear)?.power, 3);
    assert.ok(derivedAgain(next));
    sameAsCold(next);
  });

  it("re-derives the attacking creature when a static ability reads attacking creatures (611.3a)", () => {
    const { state, bear } = board("Attacking creatures you control get +1/+0.");
    assert.equal(derive(state).get(bear)?.power, 2);
    const next = attackWith(state, bear);
    assert.equal(derive(next).get(bear)?.power, 3);
    sameAsCold(next);
  });

  it("leaves no object out when an effect reads attacking creatures (611.3a)", () => {
    const { state, bear } = board("Creatures you control get +1/+1.");
    derive(state);
    const next = attackWith(state, bear);
    const before = new Map(Object.entries(state.objects));
    const anthem = (affects: ObjectFilter): LayerEffect => ({
      id: "e",
      origin: "static",
      sourceId: null,
      sourceName: null,
      abilityKey: null,
      controller: "p1",
      order: [1],
      timestamp: 1,
      cda: false,
      parts: [{ op: "modifyPT", power: 1, toughness: 0 }],
      partLayers: ["7c"],
      affects,
      zones: ["battlefield"],
      locked: null,
      condition: null,
      x: undefined,
      chosenColor: undefined,
      text: "",
      rule: "613.4c",
    });
    const changes = new Set([bear]);
    const creatures = Filters.creature;
    assert.deepEqual([...changesLayersSee(next, before, changes, [[anthem(creatures)]])], []);
    const attacking = Filters.and(creatures, { is: "attacking" });
    assert.deepEqual([...changesLayersSee(next, before, changes, [[anthem(attacking)]])], [bear]);
  });
});
