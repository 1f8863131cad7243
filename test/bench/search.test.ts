import assert from "node:assert/strict";
import { test } from "node:test";
import {
  GAME_LENGTH,
  nodeSamples,
  searchBoard,
  searchBoardDocument,
  searchNode,
  selfPlay,
} from "../../bench/search.js";

// Shape and determinism only: timings depend on the machine and are never asserted.
test("the search board is deterministic: 50 permanents, the same state for the same seed", () => {
  assert.deepEqual(searchBoardDocument(), searchBoardDocument());
  const a = searchBoard();
  const b = searchBoard();
  assert.equal(JSON.stringify(a), JSON.stringify(b));
  assert.equal(a.battlefield.length, 50);
  assert.notEqual(JSON.stringify(searchBoardDocument(1)), JSON.stringify(searchBoardDocument(2)));
});

test("random self-play runs its actions without error, past the end of a game, the same way each time", () => {
  const board = searchBoard();
  const before = JSON.stringify(board);
  const n = GAME_LENGTH + 20;
  const one = selfPlay(board, n, 5);
  assert.equal(one.actions, n);
  assert.ok(one.games >= 2, "a game that ran GAME_LENGTH actions starts again");
  assert.equal(JSON.stringify(selfPlay(board, n, 5).last), JSON.stringify(one.last));
  assert.equal(JSON.stringify(board), before, "the board is never changed");
});

test("search nodes are sampled for every kind of real action and leave their state untouched", () => {
  const board = searchBoard();
  const samples = nodeSamples(board, 1, 7);
  assert.deepEqual([...new Set(samples.map((s) => s.kind))].sort(), [
    "activate",
    "attack",
    "block",
    "cast",
    "pass",
    "playLand",
    "resolve",
  ]);
  for (const s of samples) {
    const before = JSON.stringify(s.state);
    const t = searchNode(s);
    assert.ok(t.total >= 0);
    assert.equal(JSON.stringify(s.state), before);
  }
});
