import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import {
  type Action,
  applyAction,
  buildState,
  chooserOf,
  cloneState,
  derive,
  explain,
  type GameState,
  LIBRARY_CARDS,
  legalActions,
  newGame,
  parseScenario,
  parseState,
} from "../../src/index.js";
import { explainGaState, runGaScenario } from "../../src/ga.js";

const BOARD = {
  setup: {
    battlefield: [{ id: "bear", card: "Grizzly Bears", controller: "Alice" }],
    hand: { Alice: [{ id: "clone", card: "Clone" }] },
  },
};

function board(): { state: GameState; id: (alias: string) => string } {
  const built = buildState(BOARD);
  assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
  return {
    state: built.value.state,
    id: (alias) => built.value.ids.get(alias) ?? assert.fail(`no ${alias}`),
  };
}

/** The state after casting Clone and both players passing (608.1): Clone enters as a copy of the bear (707.5). */
function cloneResolved(): { state: GameState; clone: string; bear: string } {
  const { state, id } = board();
  const cast = legalActions(state, { player: "Alice" }).find((a) => a.kind === "cast");
  assert.ok(cast);
  let s = state;
  for (const action of [cast, { kind: "pass", player: "Alice" }, { kind: "pass", player: "Bob" }] satisfies Action[]) {
    const r = applyAction(
      s,
      action,
      chooserOf({ chooseObject: (d) => ({ kind: "object", id: d.options[0] ?? null }) }),
    );
    assert.ok(r.ok, JSON.stringify(!r.ok && r.problems));
    s = r.value;
  }
  const clone = s.battlefield.find((o) => o !== id("bear"));
  assert.ok(clone);
  return { state: s, clone, bear: id("bear") };
}

describe("the public reducer (issue 18 item 1)", () => {
  it("lists the real game actions by default, the conveniences on request, one player's on request", () => {
    const { state } = board();
    const kinds = legalActions(state).map((a) => a.kind);
    assert.deepEqual([...new Set(kinds)].sort(), ["attack", "cast", "pass"]);
    assert.ok(legalActions(state, { conveniences: true }).some((a) => a.kind === "createTokenCopy"));
    assert.deepEqual(legalActions(state, { player: "Bob" }), []);
  });

  it("applies actions without mutating its input; derive and explain (EN, FR) see the copy (707.2, 613.2a)", () => {
    const { state } = board();
    const before = JSON.stringify(state);
    const { state: after, clone } = cloneResolved();
    assert.equal(JSON.stringify(state), before);
    assert.equal(derive(after).get(clone)?.name, "Grizzly Bears");
    assert.match(explain(after, clone) ?? "", /copy effects/);
    assert.match(explain(after, clone, { lang: "fr" }) ?? "", /effets de copie/);
    assert.equal(explain(after, "nothing"), null);
  });

  it("refuses an unknown action kind and an action out of turn, as problems", () => {
    const { state } = board();
    const unknown = applyAction(state, JSON.parse('{"kind":"fly","player":"Alice"}'), chooserOf({}));
    assert.ok(!unknown.ok && unknown.problems[0]?.code === "schema.badValue");
    const bob = applyAction(state, { kind: "pass", player: "Bob" }, chooserOf({}));
    assert.ok(!bob.ok && bob.problems[0]?.rule === "117.1");
  });

  it("never makes up an answer: an unanswered decision and an answer outside the options stop the action", () => {
    const { state, id } = board();
    const cast: Action = { kind: "cast", player: "Alice", object: id("clone") };
    const passAll = (chooser: Parameters<typeof applyAction>[2]) => {
      let s = state;
      for (const a of [cast, { kind: "pass", player: "Alice" }, { kind: "pass", player: "Bob" }] satisfies Action[]) {
        const r = applyAction(s, a, chooser);
        if (!r.ok) return r.problems[0]?.code;
        s = r.value;
      }
      return "done";
    };
    assert.equal(passAll(chooserOf({})), "rules.unansweredDecision");
    assert.equal(passAll(chooserOf({ chooseObject: () => ({ kind: "object", id: "o999" }) })), "rules.badAnswer");
  });

  it("has no default order of replacement effects (616.1): the chooser must answer it, with an order", () => {
    const built = buildState({
      setup: {
        battlefield: [
          { id: "mimic", card: "Metallic Mimic", controller: "Alice", chosen: { creatureType: "Illusion" } },
          { id: "bears", card: "Grizzly Bears", controller: "Bob" },
        ],
        hand: { Alice: [{ id: "ixidron", card: "Ixidron" }] },
      },
    });
    assert.ok(built.ok);
    const ixidron = built.value.ids.get("ixidron") ?? assert.fail("no ixidron");
    const resolveWith = (chooser: Parameters<typeof applyAction>[2]) => {
      let s = built.value.state;
      const steps: Action[] = [
        { kind: "cast", player: "Alice", object: ixidron },
        { kind: "pass", player: "Alice" },
        { kind: "pass", player: "Bob" },
      ];
      for (const a of steps) {
        const r = applyAction(s, a, chooser);
        if (!r.ok) return { code: r.problems[0]?.code, rule: r.problems[0]?.rule };
        s = r.value;
      }
      return { code: "done", power: derive(s).get(ixidron)?.power };
    };
    assert.deepEqual(resolveWith(chooserOf({})), { code: "rules.unansweredDecision", rule: "616.1" });
    const ordered = chooserOf({ orderReplacements: (d) => ({ kind: "order", order: [...d.options].reverse() }) });
    assert.equal(resolveWith(ordered).code, "done");
  });

  it("round-trips a state through JSON, checked by the state schema", () => {
    const { state } = cloneResolved();
    const back = parseState(JSON.stringify(state));
    assert.ok(back.ok);
    assert.deepEqual(back.value, JSON.parse(JSON.stringify(state)));
    assert.deepEqual(cloneState(state), state);
    assert.ok(!parseState("{").ok);
    const broken = parseState(JSON.stringify({ ...state, battlefield: ["o999"] }));
    assert.ok(!broken.ok);
    const other = parseState(JSON.stringify({ ...state, catalog: "elsewhere" }));
    assert.ok(!other.ok && other.problems[0]?.message.includes("elsewhere"));
  });

  it("starts an empty game, refusing a bad one", () => {
    const g = newGame({ players: ["Alice", "Bob"] });
    assert.ok(g.ok && g.value.players.length === 2 && g.value.catalog === LIBRARY_CARDS.name);
    assert.ok(!newGame({ players: [] }).ok);
    assert.ok(!newGame({ players: ["A", "A"] }).ok);
    assert.ok(!newGame({ players: ["A"], turn: { number: 1, active: "Z", step: "main1" } }).ok);
  });

  it("reports a document's problems with a path", () => {
    const r = buildState({ setup: { battlefield: [{ card: "No Such Card" }] } });
    assert.ok(!r.ok && r.problems[0]?.code === "ref.unknownCard");
  });
});

describe("Grand Archive through the same API (issue 18 item 2)", () => {
  it("runs a scenario from memory and explains its final state", () => {
    const file = "scenarios/ga/current/copying-abilities-1a-modes-stay-the-same.yaml";
    const parsed = parseScenario(readFileSync(file, "utf8"), file, LIBRARY_CARDS);
    assert.ok(parsed.ok, JSON.stringify(!parsed.ok && parsed.problems));
    const run = runGaScenario(parsed.value);
    assert.ok(run.ok && run.value.status === "passed" && run.value.final !== null);
    assert.ok(explainGaState(run.value.final.state) !== null);
  });
});
