// 601.3, 305.2: the cards an effect lets a player play from exile are among the legal actions while
// the permission lasts, and not after it ends (611.2a, 514.2).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyAction, buildState, chooserOf, legalActions } from "../../src/index.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";

function played(state: GameState, id: string | undefined) {
  return legalActions(state, { conveniences: false }).filter(
    (a) => (a.kind === "cast" || a.kind === "playLand") && a.object === id,
  );
}

describe("legal actions: playing cards exiled by Rob the Archives (601.3, 305.2)", () => {
  const built = buildState(
    {
      turn: { active: "Alice", step: "main1", number: 2 },
      setup: {
        hand: { Alice: [{ id: "rob", card: "Rob the Archives" }] },
        library: {
          Alice: [{ card: "Grizzly Bears" }, { card: "Forest" }, { card: "Island" }, { card: "Island" }],
          Bob: [{ card: "Island" }, { card: "Island" }],
        },
      },
    },
    LIBRARY_CATALOG,
  );
  assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
  const { state, ids } = built.value;
  const cast = applyAction(
    state,
    { kind: "cast", player: "Alice", object: ids.get("rob") ?? "" },
    chooserOf({ yesNo: () => ({ kind: "yesNo", yes: false }) }),
  );
  assert.ok(cast.ok, JSON.stringify(!cast.ok && cast.problems));
  const resolved = applyAction(cast.value, { kind: "resolve", player: "Alice", count: "all" }, chooserOf({}));
  assert.ok(resolved.ok, JSON.stringify(!resolved.ok && resolved.problems));
  const after = resolved.value;
  const [bears, forest] = after.players[0]?.exile ?? [];

  it("lists casting the exiled creature card and playing the exiled land this turn", () => {
    assert.deepEqual(
      played(after, bears).map((a) => a.kind),
      ["cast"],
    );
    assert.deepEqual(
      played(after, forest).map((a) => a.kind),
      ["playLand"],
    );
  });

  it("lists neither once the turn is over", () => {
    const next = applyAction(after, { kind: "advance", player: "Alice", to: "main1", nextTurn: true }, chooserOf({}));
    assert.ok(next.ok, JSON.stringify(!next.ok && next.problems));
    assert.deepEqual(played(next.value, bears), []);
    assert.deepEqual(played(next.value, forest), []);
  });
});
