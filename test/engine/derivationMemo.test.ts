import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildState } from "../../src/api/game.js";
import { cloneState } from "../../src/mtg/model/cloneState.js";
import { derive } from "../../src/mtg/layers/derive.js";
import type { GameState } from "../../src/mtg/model/state.js";

/**
 * `derive` memoizes each state's derivation on the state itself (layers/derive.ts): the memo is
 * invisible to every reader of the state as data, and a state that can't be extended is derived too.
 */
function board(): { state: GameState; angel: string } {
  const built = buildState({
    players: ["p1", "p2"],
    setup: {
      battlefield: [
        { id: "honor", card: "Honor of the Pure", controller: "p1" },
        { id: "angel", card: "Serra Angel", controller: "p1" },
      ],
    },
  });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join("; "));
  const angel = built.value.ids.get("angel");
  if (!angel) throw new Error("no angel");
  return { state: built.value.state, angel };
}

describe("the derivation memo", () => {
  it("is not part of the state as data", () => {
    const { state } = board();
    const before = structuredClone(state);
    const json = JSON.stringify(state);
    derive(state);
    assert.deepStrictEqual(state, before);
    assert.equal(JSON.stringify(state), json);
    assert.deepStrictEqual(structuredClone(state), before);
    assert.deepStrictEqual({ ...state }, { ...before });
    assert.deepStrictEqual(cloneState(state), before);
  });

  it("is the same derivation for the same revision, and a frozen state is derived too", () => {
    const { state, angel } = board();
    assert.equal(derive(state), derive(state));
    const frozen = Object.freeze(structuredClone(state));
    assert.equal(derive(frozen), derive(frozen));
    assert.equal(derive(state).get(angel)?.power, 5);
    assert.equal(derive(frozen).get(angel)?.power, 5);
  });
});
