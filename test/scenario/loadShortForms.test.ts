import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectation, firstProblem, loaded, step, strip } from "./loading.js";

// ---------------------------------------------------------------------------------------------
// Short forms and defaults

describe("short forms and defaults", () => {
  it("fills in players, turn, rules, life and empty sections", () => {
    const s = loaded("scenario: Minimal\n");
    assert.deepEqual(s.players, ["Alice", "Bob"]);
    assert.deepEqual(strip(s.turn), { active: "Alice", step: "main1", number: 1 });
    assert.equal(s.rules, "mtg");
    assert.deepEqual(s.cite, []);
    assert.deepEqual(s.setup.life, { Alice: 20, Bob: 20 });
    assert.deepEqual(s.setup.battlefield, []);
    assert.equal(s.setup.manaPool, undefined);
    assert.deepEqual([s.cards, s.steps, s.expect], [[], [], []]);
  });

  it("takes the first player as the active player", () => {
    const s = loaded("scenario: x\nplayers: [Nissa, Jace, Liliana]\n");
    assert.equal(s.turn.active, "Nissa");
    assert.equal(s.rules, "mtg");
    assert.deepEqual(s.setup.life, { Nissa: 20, Jace: 20, Liliana: 20 });
  });

  it("expands cast, resolve, advance, modes and one-object steps", () => {
    const s = loaded(`scenario: x
setup:
  battlefield: [ { id: a, card: Clone }, { id: b, card: Clone } ]
steps:
  - cast: a
  - cast: { select: { name: Clone, zone: battlefield, controller: Alice } }
  - resolve: 1
  - resolve: all
  - resolve: 3
  - advance: upkeep
  - advance: { to: end, turn: next }
  - advance: { to: draw }
  - transform: { object: a }
  - cast: { object: a, modes: 2 }
  - block: { a: [b] }
`);
    assert.deepEqual(strip(step(s, 0)), {
      kind: "cast",
      object: { kind: "id", id: "a" },
      answers: [],
      illegal: false,
      check: [],
    });
    const select = step(s, 1);
    assert.deepEqual(strip(select.kind === "cast" ? select.object : null), {
      kind: "select",
      selector: { name: "Clone", zone: "battlefield", controller: "Alice" },
    });
    const counts = [2, 3, 4].map((i) => {
      const r = step(s, i);
      return r.kind === "resolve" ? r.count : undefined;
    });
    assert.deepEqual(counts, [1, "all", 3]);
    const adv = [5, 6, 7].map((i) => {
      const a = step(s, i);
      return a.kind === "advance" ? [a.to, a.turn] : undefined;
    });
    assert.deepEqual(adv, [
      ["upkeep", undefined],
      ["end", "next"],
      ["draw", undefined],
    ]);
    const transform = step(s, 8);
    assert.deepEqual(strip(transform.kind === "transform" ? transform.object : null), { kind: "id", id: "a" });
    const modes = step(s, 9);
    assert.deepEqual(modes.kind === "cast" ? modes.modes : null, [2]);
    const block = step(s, 10);
    assert.deepEqual(strip(block.kind === "block" ? block.blockers : null), [
      { blocker: { kind: "id", id: "a" }, attackers: [{ kind: "id", id: "b" }] },
    ]);
  });

  it("writes colors as letters whatever the spelling", () => {
    const s = loaded(`scenario: x
cards:
  - { name: C, typeLine: Creature, colors: [white, Blue, B, r, GREEN] }
setup:
  battlefield: [ { id: a, card: c, chosen: { color: W } } ]
expect:
  - { object: a, colors: [blue, u] }
`);
    assert.deepEqual(s.cards[0]?.colors, ["W", "U", "B", "R", "G"]);
    assert.equal(s.setup.battlefield[0]?.chosen?.color, "W");
    const e = expectation(s.expect, 0);
    assert.deepEqual(e.kind === "object" ? e.checks.colors : null, ["U", "U"]);
  });

  it("keeps 'not given' distinct from null and normalizes an empty mana cost", () => {
    const s = loaded(`scenario: x
setup:
  battlefield: [ { id: a, card: Clone } ]
expect:
  - { object: a, power: null, manaCost: "", name: null, toughness: "3" }
  - { object: a }
  - { select: { name: null, zone: stack, ability: true, types: Creature } }
`);
    const e0 = expectation(s.expect, 0);
    const e1 = expectation(s.expect, 1);
    const e2 = expectation(s.expect, 2);
    assert.ok(e0.kind === "object" && e1.kind === "object" && e2.kind === "select");
    assert.deepEqual(e0.checks, { power: null, manaCost: null, name: null, toughness: 3 });
    assert.ok("power" in e0.checks);
    assert.deepEqual(e1.checks, {});
    assert.ok(!("power" in e1.checks));
    assert.equal(e2.count, 1);
    assert.deepEqual(e2.selector, { name: null, zone: "stack", ability: true, types: ["Creature"] });
  });

  it("defaults controller to owner and owner to the zone's player", () => {
    const s = loaded(`scenario: x
players: [Alice, Bob]
setup:
  battlefield:
    - { id: a, card: Clone, owner: Bob }
    - { id: b, card: Clone, controller: Bob }
    - { id: c, card: Clone, owner: Bob, controller: Alice }
  exile: { Bob: [ { id: d, card: Clone } ] }
`);
    const who = s.setup.battlefield.map((o) => [o.owner, o.controller]);
    assert.deepEqual(who, [
      ["Bob", "Bob"],
      ["Bob", "Bob"],
      ["Bob", "Alice"],
    ]);
    assert.deepEqual([s.setup.exile.Bob?.[0]?.owner, s.setup.exile.Bob?.[0]?.controller], ["Bob", "Bob"]);
  });

  it("accepts an inline card by name, case-insensitively, and a token flag", () => {
    const s = loaded(`scenario: x
cards: [ { name: Test Wolf, typeLine: "Creature — Wolf" } ]
setup:
  battlefield:
    - { id: w, card: TEST WOLF }
    - { id: g, card: grizzly bears, token: true }
`);
    assert.equal(s.setup.battlefield[1]?.token, true);
  });

  it("allows a step's own id in its check list and later steps", () => {
    const s = loaded(`scenario: x
setup:
  battlefield: [ { id: bear, card: Grizzly Bears } ]
steps:
  - createCopy: { of: bear, id: t1 }
    check: [ { object: t1, copy: true } ]
  - move: { object: t1, to: exile }
expect:
  - { select: { id: t1 }, count: 0 }
`);
    assert.equal(s.steps.length, 2);
  });

  it("keeps rule numbers as written and flattens the scenario line", () => {
    const s = loaded("scenario: >-\n  A long\n  description\ncite: 707.10\n");
    assert.equal(s.name, "A long description");
    assert.deepEqual(s.cite, ["707.10"]);
  });

  it("treats empty sections as absent", () => {
    const s = loaded("scenario: x\nsetup:\nsteps:\nexpect:\ncards:\n");
    assert.deepEqual([s.steps, s.expect, s.cards], [[], [], []]);
  });

  it("accepts document markers around the one document", () => {
    assert.equal(loaded("---\nscenario: x\n...\n").name, "x");
    assert.equal(loaded("scenario: x\n---\n").name, "x");
    assert.equal(firstProblem("scenario: x\n---\nscenario: y\n").code, "yaml.syntax");
  });

  it("ignores a byte order mark", () => {
    assert.equal(loaded("\uFEFFscenario: x\n").name, "x");
  });
});
