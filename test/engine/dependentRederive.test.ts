import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isDeepStrictEqual } from "node:util";
import { buildState } from "../../src/api/game.js";
import { derive, derivedAgain } from "../../src/mtg/layers/derive.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { changed } from "../../src/mtg/game/draft.js";
import { writable } from "../../src/mtg/model/writableObject.js";

/**
 * Re-derivation on a board whose layer 4 is ordered by dependency (613.8a): Conspiracy (older)
 * depends on Opalescence (newer), which makes Honor of the Pure a creature Conspiracy then reaches.
 * A change to an object that neither effect touches is re-derived object by object; a change to
 * one they touch is derived from scratch, since re-deriving it in timestamp order would apply
 * Conspiracy before Opalescence.
 */
function board(): { state: GameState; ids: ReadonlyMap<string, string> } {
  const built = buildState({
    players: ["p1", "p2"],
    setup: {
      battlefield: [
        { id: "conspiracy", card: "Conspiracy", controller: "p1", chosen: { creatureType: "Elf" } },
        { id: "opalescence", card: "Opalescence", controller: "p1" },
        { id: "honor", card: "Honor of the Pure", controller: "p1" },
        { id: "bears", card: "Grizzly Bears", controller: "p2" },
        { id: "forest", card: "Forest", controller: "p2" },
      ],
    },
  });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
  return built.value;
}

function sameAsCold(state: GameState): boolean {
  const warm = derive(state);
  const cold = derive(JSON.parse(JSON.stringify(state)) as GameState);
  return Object.keys(state.objects).every((id) => isDeepStrictEqual(warm.get(id), cold.get(id)));
}

describe("re-derivation with a layer ordered by dependency (613.8)", () => {
  it("re-derives a change no dependent effect touches, object by object", () => {
    const { state, ids } = board();
    derive(state);
    const forest = ids.get("forest") ?? "";
    const o = state.objects[forest];
    assert.ok(o);
    writable(state, o).status.tapped = true;
    changed(state, forest);
    assert.ok(sameAsCold(state));
    assert.equal(derivedAgain(state), true);
  });

  it("derives from scratch a change to an object a dependent effect touches, and gets Conspiracy's type on it", () => {
    const { state, ids } = board();
    derive(state);
    const honor = ids.get("honor") ?? "";
    const o = state.objects[honor];
    assert.ok(o);
    writable(state, o).counters["+1/+1"] = 1;
    changed(state, honor);
    assert.ok(sameAsCold(state));
    assert.equal(derivedAgain(state), false);
    assert.deepEqual(derive(state).get(honor)?.subtypes, ["Elf"]);
  });
});
