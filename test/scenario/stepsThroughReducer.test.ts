import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  type Action,
  applyAction,
  buildState,
  chooserOf,
  type GameState,
  LIBRARY_CARDS,
  parseScenario,
  runScenario,
} from "../../src/index.js";

// Issue 18 item 1: a scenario's game-action steps are `Action`s run by the reducer, with the
// format's one leniency (a step acts without the others passing priority) an explicit flag.

const BOARD = {
  setup: {
    battlefield: [{ id: "bear", card: "Grizzly Bears", controller: "Alice" }],
    hand: { Bob: [{ id: "bolt", card: "Lightning Bolt" }] },
  },
};

function board(): { state: GameState; bolt: string; bear: string } {
  const built = buildState(BOARD);
  assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
  const id = (alias: string) => built.value.ids.get(alias) ?? assert.fail(`no ${alias}`);
  return { state: built.value.state, bolt: id("bolt"), bear: id("bear") };
}

describe("scenario steps through the reducer (issue 18 item 1)", () => {
  it("a cast by a player without priority is refused (117.1) unless the action takes priority", () => {
    const { state, bolt, bear } = board();
    const cast: Action = { kind: "cast", player: "Bob", object: bolt, targets: [bear] };
    const refused = applyAction(state, cast, chooserOf({}));
    assert.ok(!refused.ok);
    assert.equal(refused.problems[0]?.rule, "117.1");
    const taken = applyAction(state, { ...cast, takePriority: true }, chooserOf({}));
    assert.ok(taken.ok, JSON.stringify(!taken.ok && taken.problems));
    assert.equal(taken.value.stack.length, 1);
    assert.equal(taken.value.priority, "Bob"); // 601.2i, 117.3c: the caster receives priority
  });

  it("a scenario's cast step ends in the same state as the public reducer's cast action", () => {
    const { state, bolt, bear } = board();
    const viaReducer = applyAction(
      state,
      { kind: "cast", player: "Bob", object: bolt, targets: [bear], takePriority: true },
      chooserOf({}),
    );
    assert.ok(viaReducer.ok);
    const text = [
      "scenario: Bob bolts the bear",
      "setup:",
      "  battlefield:",
      "    - { id: bear, card: Grizzly Bears, controller: Alice }",
      "  hand:",
      "    Bob: [{ id: bolt, card: Lightning Bolt }]",
      "steps:",
      "  - cast: { object: bolt, by: Bob, targets: [bear] }",
      "expect:",
      "  - stack: [{ name: Lightning Bolt, controller: Bob, targets: [bear] }]",
    ].join("\n");
    const parsed = parseScenario(text, "bolt.yaml", LIBRARY_CARDS);
    assert.ok(parsed.ok, JSON.stringify(!parsed.ok && parsed.problems));
    const run = runScenario(parsed.value);
    assert.equal(run.status, "passed", JSON.stringify(run));
    assert.ok(run.final);
    assert.deepEqual(run.final.state.stack, viaReducer.value.stack);
    assert.equal(run.final.state.priority, viaReducer.value.priority);
  });

  it("the conveniences are actions too: a token copy names the token it made, resolve needs a stack (608.1)", () => {
    const { state, bear } = board();
    const made = applyAction(state, { kind: "createTokenCopy", player: "Alice", of: bear }, chooserOf({}));
    assert.ok(made.ok, JSON.stringify(!made.ok && made.problems));
    const token = made.value.battlefield.find((id) => id !== bear);
    assert.ok(token);
    assert.equal(made.value.objects[token]?.token?.copyOf !== undefined, true);
    const one = applyAction(state, { kind: "resolve", player: "Alice", count: 1 }, chooserOf({}));
    assert.ok(!one.ok);
    assert.equal(one.problems[0]?.rule, "608.1");
    assert.ok(applyAction(state, { kind: "resolve", player: "Alice", count: "all" }, chooserOf({})).ok);
  });
});
