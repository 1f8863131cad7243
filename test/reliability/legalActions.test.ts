import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { GameState } from "../../src/mtg/model/state.js";
import { validateState } from "../../src/mtg/model/stateSchema.js";
import { applyAction, MAX_RESOLVES } from "../../src/mtg/rules/applyAction.js";
import type { Answer, Chooser, Decision } from "../../src/mtg/game/decision.js";
import { NO_ANSWERS } from "../../src/mtg/game/decision.js";
import { type Action, legalActions } from "../../src/mtg/rules/legalActions.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { runScenario } from "../../src/scenario/rulesets/run.js";

/** The state a scenario's setup (and steps) build, with the engine id of each scenario id. */
function game(yaml: string): { state: GameState; id: (alias: string) => string } {
  const parsed = parseScenario(yaml, "test.yaml", LIBRARY_CATALOG);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join("; "));
  const r = runScenario(parsed.value);
  if (!r.final || r.status === "error") throw new Error(r.problems.map((p) => p.message).join("; "));
  const { state, aliases } = r.final;
  return {
    state,
    id: (alias) => {
      const base = aliases.get(alias);
      if (base === undefined) throw new Error(`no ${alias}`);
      let cur = base;
      while (state.successors[cur]) cur = state.successors[cur] ?? cur;
      return cur;
    },
  };
}

/** Answers every decision with its first option. */
const FIRST: Chooser = {
  choose(d: Decision): Answer {
    switch (d.kind) {
      case "chooseObject":
        return { kind: "object", id: d.options[0] ?? null };
      case "chooseTargets":
        return { kind: "targets", targets: d.slots.flatMap((s) => s.options.slice(0, s.min)) };
      case "chooseNumber":
        return { kind: "number", n: d.min };
      case "choosePlayer":
        return { kind: "player", player: d.options[0] ?? d.player };
      case "chooseColor":
        return { kind: "color", color: "U" };
      case "yesNo":
      case "chooseNewTargets":
        return { kind: "yesNo", yes: false };
      case "orderTriggers":
        return { kind: "order", order: [...d.triggers] };
      default:
        return { kind: "text", value: "Bear" };
    }
  },
};

const of = (actions: readonly Action[], kind: Action["kind"]) => actions.filter((a) => a.kind === kind);
const objectsOf = (actions: readonly Action[], kind: "cast" | "playLand" | "activate") =>
  actions.flatMap((a) => (a.kind === kind ? [a.object] : []));

/** Applies an action that must be refused, and checks the refusal: a rules problem, the state untouched. */
function refused(state: GameState, action: Action, rule?: string): void {
  const before = JSON.stringify(state);
  const r = applyAction(state, action, FIRST);
  assert.equal(r.ok, false, `${action.kind} should be refused`);
  if (r.ok) return;
  assert.ok(
    r.problems.every((p) => p.code.startsWith("rules.") && p.message.length > 0),
    JSON.stringify(r.problems),
  );
  if (rule)
    assert.ok(
      r.problems.some((p) => p.rule === rule),
      `expected rule ${rule}: ${JSON.stringify(r.problems)}`,
    );
  assert.equal(JSON.stringify(state), before, "a refused action leaves the state untouched");
}

function performed(state: GameState, action: Action, chooser: Chooser = FIRST): GameState {
  const r = applyAction(state, action, chooser);
  if (!r.ok) assert.fail(`${action.kind} was refused: ${r.problems.map((p) => p.message).join("; ")}`);
  assert.deepEqual(validateState(r.value), []);
  return r.value;
}

describe("legalActions", () => {
  const BOARD = `
scenario: legal actions
setup:
  battlefield:
    - { id: bears, card: Grizzly Bears, controller: Alice }
    - { id: elves, card: Llanowar Elves, controller: Alice, summoningSick: true }
    - { id: ogre, card: Gray Ogre, controller: Bob }
  hand:
    Alice: [ { id: bolt, card: Lightning Bolt }, { id: treason, card: Act of Treason }, { id: island, card: Island }, { id: forest, card: Forest } ]
    Bob: [ { id: bobBolt, card: Lightning Bolt }, { id: growth, card: Giant Growth } ]
  library:
    Alice: [ { card: Island } ]
    Bob: [ { card: Island } ]
`;

  it("lists the actions of the player with priority only, and never changes the state", () => {
    const { state, id } = game(BOARD);
    const before = JSON.stringify(state);
    const actions = legalActions(state);
    assert.equal(JSON.stringify(state), before);
    assert.ok(actions.filter((a) => a.kind !== "block").every((a) => a.player === "Alice"));
    assert.deepEqual(objectsOf(actions, "cast").sort(), [id("bolt"), id("treason")].sort());
    assert.deepEqual(objectsOf(actions, "playLand").sort(), [id("island"), id("forest")].sort());
    refused(state, { kind: "cast", player: "Bob", object: id("bobBolt") }, "117.1");
    refused(state, { kind: "pass", player: "Bob" }, "117.1");
  });

  it("respects sorcery timing: with a spell on the stack only instants are listed", () => {
    const { state, id } = game(BOARD);
    const next = performed(state, { kind: "cast", player: "Alice", object: id("bolt") });
    const actions = legalActions(next);
    assert.deepEqual(objectsOf(actions, "cast"), []);
    assert.deepEqual(objectsOf(actions, "playLand"), []);
    refused(next, { kind: "cast", player: "Alice", object: id("treason") }, "307.1");
    // Bob receives priority once Alice passes: his instants are listed.
    const bobs = legalActions(performed(next, { kind: "pass", player: "Alice" }));
    assert.ok(bobs.some((a) => a.kind === "cast" && a.player === "Bob"));
  });

  it("lists one land per turn (305.2)", () => {
    const { state, id } = game(BOARD);
    const next = performed(state, { kind: "playLand", player: "Alice", object: id("island") });
    assert.deepEqual(objectsOf(legalActions(next), "playLand"), []);
    refused(next, { kind: "playLand", player: "Alice", object: id("forest") }, "305.2");
  });

  it("leaves out {T} abilities and attacks of summoning-sick creatures (302.6)", () => {
    const { state, id } = game(BOARD);
    const actions = legalActions(state);
    assert.ok(!objectsOf(actions, "activate").includes(id("elves")));
    refused(
      state,
      { kind: "activate", player: "Alice", object: id("elves"), ability: 1, manaAbility: true, text: "" },
      "302.6",
    );
    const attackers = of(actions, "attack").flatMap((a) =>
      a.kind === "attack" ? a.attackers.map((x) => x.attacker) : [],
    );
    assert.ok(attackers.includes(id("bears")));
    assert.ok(!attackers.includes(id("elves")));
  });

  it("lists a targeted spell only when it has a legal target (601.2c)", () => {
    const { state } = game(`
scenario: no target
setup:
  battlefield:
    - { card: Juggernaut, controller: Bob }
  hand:
    Alice: [ { card: Terror }, { card: Shock } ]
`);
    const cast = of(legalActions(state), "cast").map((a) => (a.kind === "cast" ? state.objects[a.object]?.card : null));
    assert.deepEqual(cast, ["Shock"]);
  });

  it("lets only the defending player block, with their own creatures (509.1a)", () => {
    const { state, id } = game(`
scenario: blocks
turn: { step: beginCombat }
setup:
  battlefield:
    - { id: bears, card: Grizzly Bears, controller: Alice }
    - { id: runeclaw, card: Runeclaw Bear, controller: Alice }
    - { id: ogre, card: Gray Ogre, controller: Bob }
`);
    const attacked = performed(state, {
      kind: "attack",
      player: "Alice",
      attackers: [{ attacker: id("bears"), defender: "Bob" }],
    });
    const blocks = of(legalActions(attacked), "block");
    assert.ok(blocks.length > 0 && blocks.every((b) => b.player === "Bob"));
    assert.ok(blocks.some((b) => b.kind === "block" && b.blockers.some((x) => x.blocker === id("ogre"))));
    refused(
      attacked,
      { kind: "block", player: "Bob", blockers: [{ blocker: id("runeclaw"), attacker: id("bears") }] },
      "509.1a",
    );
    refused(
      attacked,
      { kind: "block", player: "Alice", blockers: [{ blocker: id("runeclaw"), attacker: id("bears") }] },
      "509.1",
    );
    performed(attacked, { kind: "block", player: "Bob", blockers: [{ blocker: id("ogre"), attacker: id("bears") }] });
  });

  it("lists the copy conveniences and performs them", () => {
    const { state, id } = game(BOARD);
    const actions = legalActions(state);
    assert.ok(actions.some((a) => a.kind === "becomeCopy" && a.object === id("ogre") && a.of === id("bears")));
    const copied = performed(state, { kind: "becomeCopy", player: "Alice", object: id("ogre"), of: id("bears") });
    assert.equal(copied.effects.filter((e) => e.copy).length, 1);
    const tokened = performed(state, { kind: "createTokenCopy", player: "Alice", of: id("ogre") });
    assert.equal(tokened.battlefield.length, state.battlefield.length + 1);
    const onStack = performed(state, { kind: "cast", player: "Alice", object: id("bolt") });
    const top = onStack.stack[0] ?? "";
    assert.ok(legalActions(onStack).some((a) => a.kind === "copySpell" && a.of === top));
    const twice = performed(onStack, { kind: "copySpell", player: "Alice", of: top, newTargets: false });
    assert.equal(twice.stack.length, 2);
  });

  it("lists only passing in the untap step, where nobody receives priority (502.4)", () => {
    const { state, id } = game(`
scenario: untap
turn: { step: untap }
setup:
  hand:
    Alice: [ { id: bolt, card: Lightning Bolt } ]
`);
    assert.deepEqual(legalActions(state, { conveniences: false }), [{ kind: "pass", player: "Alice" }]);
    refused(state, { kind: "cast", player: "Alice", object: id("bolt") }, "502.4");
  });

  it("lists nothing once the game is over, and refuses every action (104.2a)", () => {
    const { state } = game(`
scenario: over
setup:
  life: { Bob: 0 }
`);
    assert.equal(state.players.find((p) => p.name === "Bob")?.lost, true);
    assert.deepEqual(legalActions(state), []);
    refused(state, { kind: "pass", player: "Alice" }, "104.2a");
  });

  it("stops `resolve: all` with a rules.loop problem when the stack doesn't empty (104.4b)", () => {
    const { state } = game(`
scenario: long stack
setup:
  battlefield: [ { id: bears, card: Grizzly Bears, controller: Alice } ]
`);
    // More abilities on the stack than `resolve: all` resolves: each does nothing.
    const long = structuredClone(state);
    for (let i = 0; i <= MAX_RESOLVES; i++) {
      const id = `a${long.nextId++}`;
      long.objects[id] = {
        id,
        card: null,
        token: null,
        owner: "Alice",
        controller: "Alice",
        zone: "stack",
        timestamp: long.nextTimestamp++,
        status: { tapped: false, flipped: false, faceDown: false, phasedOut: false, face: 0 },
        counters: {},
        damage: 0,
        attachedTo: null,
        choices: {},
        controlledSince: 0,
        controlledBy: "Alice",
        decisions: null,
        ability: {
          sourceId: state.battlefield[0] ?? "",
          abilityKey: "none",
          abilityText: "(nothing)",
          kind: "triggered",
          def: null,
          effects: [],
          triggerObject: null,
        },
        isCopyOfSpell: false,
        attacking: null,
        blocking: null,
        isCardCopy: false,
        linked: {},
        protector: null,
        activatedThisTurn: {},
      };
      long.stack.push(id);
    }
    assert.deepEqual(validateState(long), []);
    const t0 = Date.now();
    const before = JSON.stringify(long);
    const r = applyAction(long, { kind: "resolve", player: "Alice", count: "all" }, NO_ANSWERS);
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.problems[0]?.code, "rules.loop");
      assert.equal(r.problems[0]?.rule, "104.4b");
    }
    assert.equal(JSON.stringify(long), before);
    assert.ok(Date.now() - t0 < 30_000, "bounded time");
    // One fewer, and it resolves.
    const shorter = structuredClone(long);
    const last = shorter.stack.pop() ?? "";
    delete shorter.objects[last];
    assert.equal(applyAction(shorter, { kind: "resolve", player: "Alice", count: "all" }, NO_ANSWERS).ok, true);
  });
});
