import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyAction, buildState, chooserOf, legalActions } from "../../src/index.js";

// 903.8: a player may cast a commander they own from the command zone, for its mana cost plus {2}
// for each previous time they cast it from there; legalActions offers the cast when it is affordable.
describe("casting a commander from the command zone in legalActions (903.8)", () => {
  const doc = (pool: string, commander: boolean) => ({
    turn: { active: "Alice", step: "main1", number: 2 },
    cards: [{ name: "Test Hound", manaCost: "{W}", typeLine: "Legendary Creature — Dog", power: "2", toughness: "2" }],
    setup: {
      command: { Alice: [{ id: "isamaru", card: "Test Hound", ...(commander ? { commander } : {}) }] },
      manaPool: { Alice: pool },
    },
  });

  it("offers the cast; casting it counts one cast from the command zone", () => {
    const built = buildState(doc("{W}{W}{1}", true));
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    const { state, ids } = built.value;
    const cast = legalActions(state).find((a) => a.kind === "cast");
    assert.deepEqual(cast, { kind: "cast", player: "Alice", object: ids.get("isamaru") });
    const after = applyAction(state, cast, chooserOf({}));
    assert.ok(after.ok, JSON.stringify(!after.ok && after.problems));
    assert.deepEqual(after.value.players[0]?.commanderCasts, { "Test Hound": 1 });
  });

  it("doesn't offer a card in the command zone that isn't a commander, nor an unaffordable one", () => {
    const notCommander = buildState(doc("{W}", false));
    assert.ok(notCommander.ok);
    assert.equal(
      legalActions(notCommander.value.state).some((a) => a.kind === "cast"),
      false,
    );
  });

  it("counts the commander tax: cast once before, it needs {W}{2}", () => {
    for (const [pool, offered] of [
      ["{W}{1}", false],
      ["{W}{2}", true],
    ] as const) {
      const built = buildState(doc(pool, true));
      assert.ok(built.ok);
      const alice = built.value.state.players[0];
      assert.ok(alice);
      alice.commanderCasts = { "Test Hound": 1 };
      assert.equal(
        legalActions(built.value.state).some((a) => a.kind === "cast"),
        offered,
        pool,
      );
    }
  });
});

// 903.3, 903.3a: the designation accepts a legendary creature, or a card that says it can be your commander.
describe("the commander designation of a scenario (903.3)", () => {
  const doc = (typeLine: string, oracleText: string) => ({
    cards: [{ name: "Test Card", manaCost: "{W}", typeLine, power: "2", toughness: "2", oracleText }],
    setup: { command: { Alice: [{ id: "c", card: "Test Card", commander: true }] } },
  });
  it("refuses a card that can't be a commander, with its line and rule", () => {
    const built = buildState(doc("Creature — Bear", ""));
    assert.equal(built.ok, false);
    if (built.ok) return;
    assert.match(built.problems[0]?.message ?? "", /Test Card can't be a commander/);
    assert.equal(built.problems[0]?.rule, "903.3");
    assert.equal(typeof built.problems[0]?.line, "number");
  });
  it("accepts a legendary creature, and a card whose ability says it can be your commander", () => {
    assert.ok(buildState(doc("Legendary Creature — Bear", "")).ok);
    assert.ok(buildState(doc("Legendary Planeswalker — Test", "Test Card can be your commander.")).ok);
  });
});
