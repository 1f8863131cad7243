import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyAction, buildState, chooserOf, legalActions } from "../../src/index.js";

// 116.2f, 702.62a: suspend is a special action the player with priority may take when the card
// could be cast; legalActions offers it and applyAction performs it.
describe("special actions from the hand in legalActions (116.2f, 116.2h)", () => {
  const doc = (step: string) => ({
    turn: { active: "Alice", step, number: 2 },
    setup: { hand: { Alice: [{ id: "vision", card: "Ancestral Vision" }] } },
  });

  it("offers suspend at sorcery timing for a sorcery, and performing it exiles the card with its time counters", () => {
    const built = buildState(doc("main1"));
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    const { state, ids } = built.value;
    const vision = ids.get("vision");
    const suspend = legalActions(state).find((a) => a.kind === "suspend");
    assert.deepEqual(suspend, { kind: "suspend", player: "Alice", object: vision });
    const after = applyAction(state, suspend, chooserOf({}));
    assert.ok(after.ok, JSON.stringify(!after.ok && after.problems));
    const exiled = after.value.players[0]?.exile[0];
    assert.ok(exiled);
    assert.equal(after.value.objects[exiled]?.counters.time, 4);
  });

  it("doesn't offer it when the sorcery couldn't be cast (702.62a: the upkeep)", () => {
    const built = buildState(doc("upkeep"));
    assert.ok(built.ok);
    assert.equal(
      legalActions(built.value.state).some((a) => a.kind === "suspend"),
      false,
    );
  });
});
