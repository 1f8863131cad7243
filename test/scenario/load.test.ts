import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parse as parseYaml, stringify } from "yaml";
import type { Problem, Result } from "../../src/kernel/problem.js";
import type { CardCatalog, Expectation, Scenario, Step } from "../../src/scenario/ast.js";
import { loadScenarioFile, MAX_FILE_BYTES, parseScenario } from "../../src/scenario/load.js";
import { magicScenario } from "../../src/scenario/run.js";
import { findExcessiveDepth } from "../../src/scenario/prescan.js";

// ---------------------------------------------------------------------------------------------
// Helpers

/** mulberry32: a tiny deterministic PRNG, so that failures replay. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARD_NAMES = [
  "Clone",
  "Grizzly Bears",
  "Chimeric Staff",
  "Island",
  "Tarmogoyf",
  "Invasion of Zendikar",
  "Emerald Charm",
  "Fork",
];

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** A stand-in for the card library: a few names, case-insensitive. */
const catalog: CardCatalog = {
  has: (name) => CARD_NAMES.some((n) => n.toLowerCase() === name.toLowerCase()),
  suggest: (name) =>
    CARD_NAMES.filter((n) => distance(n.toLowerCase(), name.toLowerCase()) <= 3).slice(0, 3),
};

function parse(text: string): Result<Scenario> {
  const r = parseScenario(text, "test.yaml", catalog);
  return r.ok ? magicScenario(r.value, "this test") : r;
}

function loaded(text: string): Scenario {
  const r = parse(text);
  if (!r.ok) assert.fail(`expected the scenario to load, got: ${JSON.stringify(r.problems, null, 1)}`);
  return r.value;
}

function problems(text: string): readonly Problem[] {
  const r = parse(text);
  if (r.ok) assert.fail("expected problems, the scenario loaded");
  return r.problems;
}

function firstProblem(text: string): Problem {
  const p = problems(text)[0];
  if (p === undefined) assert.fail("no problem reported");
  return p;
}

function step(s: Scenario, i: number): Step {
  const found = s.steps[i];
  if (found === undefined) assert.fail(`no step ${i}`);
  return found;
}

function expectation(list: readonly Expectation[], i: number): Expectation {
  const found = list[i];
  if (found === undefined) assert.fail(`no expectation ${i}`);
  return found;
}

/** Drops `line` and `path` keys so that normalized values compare by content. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== "line" && k !== "path") out[k] = strip(v);
    return out;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// A scenario that uses every key of the format

const FULL = `# every key of the scenario format
scenario: Clone copies an animated Chimeric Staff
rules: mtg
cite: ["707.2", 707.10, 613]
players: [Alice, Bob]
turn: { active: Alice, step: main1, number: 1 }
cards:
  - name: Test Wolf
    nameFr: Loup de test
    manaCost: "{1}{G}"
    colors: [green]
    typeLine: "Creature — Wolf"
    power: "2"
    toughness: 2
    oracleText: "Trample"
    layout: normal
  - name: Test Flipper
    layout: transform
    manaCost: "{U}"
    colors: [U]
    typeLine: "Creature — Human"
    faces:
      - { name: Test Front, typeLine: "Creature — Human", power: "1", toughness: "1", manaCost: "{U}" }
      - { name: Test Back, typeLine: "Creature — Horror", colorIndicator: [blue], power: "3",
          toughness: "2", manaCost: "", loyalty: null, defense: null, oracleText: "" }
setup:
  life: { Alice: 20, Bob: 18 }
  battlefield:
    - { id: staff, card: Chimeric Staff, controller: Alice }
    - { id: bear, card: Grizzly Bears, controller: Bob, owner: Bob, tapped: true,
        counters: { "+1/+1": 2 }, faceDown: false, face: front, flipped: false,
        damage: 1, attachedTo: null, summoningSick: false }
    - { id: token1, token: { name: Soldier, typeLine: "Creature — Soldier",
        colors: [W], power: 1, toughness: 1 }, controller: Alice }
    - { id: siege1, card: Invasion of Zendikar, controller: Alice, protector: Bob,
        counters: { defense: 3 } }
    - { id: copier, card: clone, controller: Alice, chosen: { color: blue, creatureType: Elf,
        cardName: Grizzly Bears, player: Bob, number: 3, copyOf: bear } }
    - { id: aura, card: test wolf, attachedTo: bear }
    - { id: flipper, card: Test Front, summoningSick: true, faceDown: true, face: back, flipped: true }
  hand:      { Alice: [ { id: clone, card: Clone } ] }
  library:   { Alice: [ { card: Island }, { card: Island } ] }
  graveyard: { Bob: [ { id: goyf, card: Tarmogoyf } ] }
  exile:     { Bob: [] }
  command:   { Alice: [] }
  manaPool:  { Alice: "{U}{U}{3}" }
steps:
  - cast: clone
    answers: [staff]
    check:
      - { object: clone, zone: stack }
  - cast: { object: clone, by: Alice, targets: [bear, Bob, { select: { name: Soldier } }], modes: [2], x: 3,
            kicked: true, additionalCosts: { sacrifice: [bear] }, face: back, faceDown: false,
            withoutPayingManaCost: false }
    illegal: true
  - activate: { object: staff, ability: "becomes an X/X", x: 5 }
  - activate: { object: staff, ability: 1, targets: [] }
  - resolve: 1
  - resolve: all
    answers: [staff, null, yes, no, 3, blue, Elf, "Grizzly Bears", [bear, staff], "staff#2",
              { select: { zone: battlefield, token: true } }]
  - advance: upkeep
  - advance: { to: end, turn: next }
  - attack: { bear: Bob, staff: siege1 }
  - block: { token1: bear }
  - turnFaceUp: copier
  - playLand: { select: { name: Island, zone: hand } }
  - pass: true
  - move: { object: bear, to: graveyard }
  - damage: { to: bear, amount: 3, source: null }
  - addCounters: { object: bear, counters: { "+1/+1": 1 } }
  - removeCounters: { object: siege1, counters: { defense: 7 } }
  - create: { token: { name: Zombie, typeLine: "Creature — Zombie", colors: [B],
              power: 2, toughness: 2 }, controller: Alice, id: z1 }
    check:
      - { object: z1, token: true }
  - createCopy: { of: bear, controller: Alice, id: t1 }
  - copySpell: { of: clone, controller: Bob, newTargets: true }
  - becomeCopy: { object: token1, of: t1, except: {} }
  - transform: z1
  - endTurn: true
expect:
  - object: clone
    zone: battlefield
    name: Chimeric Staff
    manaCost: "{4}"
    manaValue: 4
    colors: []
    types: [Artifact]
    subtypes: []
    supertypes: []
    power: null
    toughness: null
    loyalty: 3
    defense: 5
    abilities: ["becomes an X/X"]
    abilityCount: 1
    counters: { "+1/+1": 1 }
    tapped: false
    faceDown: false
    face: front
    flipped: false
    token: false
    copy: true
    controller: Alice
    owner: Alice
    attacking: false
    protector: Bob
    exists: false
  - select: { zone: battlefield, token: true, name: Grizzly Bears, controller: Alice }
    count: 2
    power: 2
  - player: Alice
    life: 20
    handSize: 1
    librarySize: 0
    graveyard: [Clone]
  - stack:
      - { name: Emerald Charm, controller: Bob, copy: true, targets: [bear], modes: [3], x: null,
          kicked: false }
      - { name: Chimeric Staff, ability: true, source: staff }
`;

describe("a scenario using every key", () => {
  const s = loaded(FULL);

  it("keeps the header", () => {
    assert.equal(s.file, "test.yaml");
    assert.equal(s.name, "Clone copies an animated Chimeric Staff");
    assert.equal(s.line, 2);
    assert.equal(s.rules, "mtg");
    assert.deepEqual(s.cite, ["707.2", "707.10", "613"]);
    assert.deepEqual(s.players, ["Alice", "Bob"]);
    assert.deepEqual(strip(s.turn), { active: "Alice", step: "main1", number: 1 });
    assert.equal(s.turn.line, 6);
  });

  it("normalizes inline cards", () => {
    assert.deepEqual(strip(s.cards[0]), {
      name: "Test Wolf",
      nameFr: "Loup de test",
      manaCost: "{1}{G}",
      colors: ["G"],
      typeLine: "Creature — Wolf",
      power: "2",
      toughness: "2",
      oracleText: "Trample",
      layout: "normal",
    });
    const flipper = s.cards[1];
    assert.equal(flipper?.layout, "transform");
    assert.equal(flipper?.faces?.length, 2);
    assert.deepEqual(strip(flipper?.faces?.[1]), {
      name: "Test Back",
      typeLine: "Creature — Horror",
      colorIndicator: ["U"],
      power: "3",
      toughness: "2",
      manaCost: "",
      loyalty: null,
      defense: null,
      oracleText: "",
    });
    assert.equal(flipper?.faces?.[1]?.line, 24);
  });

  it("normalizes setup objects with their defaults", () => {
    const [staff, bear, token, siege, copier, aura, flipper] = s.setup.battlefield;
    assert.deepEqual(strip(staff), {
      zone: "battlefield",
      index: 0,
      id: "staff",
      card: { kind: "named", name: "Chimeric Staff" },
      token: false,
      owner: "Alice",
      controller: "Alice",
      tapped: false,
      counters: {},
      faceDown: false,
      face: "front",
      flipped: false,
      damage: 0,
      attachedTo: null,
      summoningSick: false,
    });
    assert.equal(staff?.line, 29);
    assert.deepEqual(staff?.path, ["setup", "battlefield", 0]);
    assert.equal(bear?.owner, "Bob");
    assert.equal(bear?.tapped, true);
    assert.deepEqual(bear?.counters, { "+1/+1": 2 });
    assert.equal(bear?.damage, 1);
    assert.equal(token?.token, true);
    assert.equal(token?.card.kind, "inline");
    if (token?.card.kind === "inline") assert.deepEqual(token.card.card.colors, ["W"]);
    assert.equal(siege?.protector, "Bob");
    assert.deepEqual(strip(copier?.chosen), {
      color: "U",
      creatureType: "Elf",
      cardName: "Grizzly Bears",
      player: "Bob",
      number: 3,
      copyOf: { kind: "id", id: "bear" },
    });
    assert.deepEqual(strip(aura?.attachedTo), { kind: "name", name: "bear" });
    assert.equal(aura?.owner, "Alice", "battlefield owner defaults to the active player");
    assert.deepEqual(
      [flipper?.summoningSick, flipper?.faceDown, flipper?.face, flipper?.flipped],
      [true, true, "back", true],
    );
  });

  it("fills every player's zones and keeps list order", () => {
    assert.deepEqual(s.setup.life, { Alice: 20, Bob: 18 });
    assert.deepEqual(Object.keys(s.setup.hand), ["Alice", "Bob"]);
    assert.equal(s.setup.hand.Alice?.[0]?.id, "clone");
    assert.equal(s.setup.hand.Alice?.[0]?.owner, "Alice");
    assert.deepEqual(s.setup.hand.Bob, []);
    assert.deepEqual(
      s.setup.library.Alice?.map((o) => [o.index, o.card.kind === "named" ? o.card.name : ""]),
      [
        [0, "Island"],
        [1, "Island"],
      ],
    );
    assert.equal(s.setup.graveyard.Bob?.[0]?.owner, "Bob");
    assert.deepEqual(s.setup.exile.Bob, []);
    assert.deepEqual(s.setup.manaPool, { Alice: "{U}{U}{3}" });
  });

  it("normalizes every step kind", () => {
    assert.deepEqual(
      s.steps.map((x) => x.kind),
      [
        "cast",
        "cast",
        "activate",
        "activate",
        "resolve",
        "resolve",
        "advance",
        "advance",
        "attack",
        "block",
        "turnFaceUp",
        "playLand",
        "pass",
        "move",
        "damage",
        "addCounters",
        "removeCounters",
        "create",
        "createCopy",
        "copySpell",
        "becomeCopy",
        "transform",
        "endTurn",
      ],
    );
    assert.deepEqual(strip(step(s, 1)), {
      kind: "cast",
      object: { kind: "id", id: "clone" },
      by: "Alice",
      targets: [
        { kind: "name", name: "bear" },
        { kind: "name", name: "Bob" },
        { kind: "select", selector: { name: "Soldier" } },
      ],
      modes: [2],
      x: 3,
      kicked: true,
      additionalCosts: { sacrifice: [{ kind: "id", id: "bear" }] },
      face: "back",
      faceDown: false,
      withoutPayingManaCost: false,
      answers: [],
      illegal: true,
      check: [],
    });
    assert.equal(step(s, 1).line, 52);
    assert.deepEqual(step(s, 1).path, ["steps", 1]);
    const activate = step(s, 2);
    assert.ok(activate.kind === "activate" && activate.ability === "becomes an X/X" && activate.x === 5);
    const byPosition = step(s, 3);
    assert.ok(byPosition.kind === "activate" && byPosition.ability === 1);
    const attack = step(s, 8);
    assert.deepEqual(strip(attack.kind === "attack" ? attack.attackers : null), [
      { attacker: { kind: "id", id: "bear" }, defender: { kind: "name", name: "Bob" } },
      { attacker: { kind: "id", id: "staff" }, defender: { kind: "name", name: "siege1" } },
    ]);
    const block = step(s, 9);
    assert.deepEqual(strip(block.kind === "block" ? block.blockers : null), [
      { blocker: { kind: "id", id: "token1" }, attackers: [{ kind: "id", id: "bear" }] },
    ]);
    assert.deepEqual(strip(step(s, 11)), {
      kind: "playLand",
      object: { kind: "select", selector: { name: "Island", zone: "hand" } },
      answers: [],
      illegal: false,
      check: [],
    });
    assert.deepEqual(strip(step(s, 14)), {
      kind: "damage",
      to: { kind: "name", name: "bear" },
      amount: 3,
      source: null,
      answers: [],
      illegal: false,
      check: [],
    });
    const create = step(s, 17);
    assert.ok(create.kind === "create");
    assert.equal(create.id, "z1");
    assert.equal(create.token.power, "2");
    assert.equal(create.check.length, 1);
    assert.deepEqual(strip(step(s, 18)), {
      kind: "createCopy",
      of: { kind: "id", id: "bear" },
      controller: "Alice",
      id: "t1",
      answers: [],
      illegal: false,
      check: [],
    });
    const copySpell = step(s, 19);
    assert.ok(copySpell.kind === "copySpell" && copySpell.newTargets === true && copySpell.controller === "Bob");
    const becomeCopy = step(s, 20);
    assert.ok(becomeCopy.kind === "becomeCopy");
    assert.deepEqual(becomeCopy.except, {});
  });

  it("keeps answers as typed raw values", () => {
    assert.deepEqual(strip(step(s, 5).answers), [
      { kind: "name", name: "staff" },
      { kind: "null" },
      { kind: "bool", value: true },
      { kind: "bool", value: false },
      { kind: "number", value: 3 },
      { kind: "name", name: "blue" },
      { kind: "name", name: "Elf" },
      { kind: "name", name: "Grizzly Bears" },
      {
        kind: "list",
        items: [
          { kind: "name", name: "bear" },
          { kind: "name", name: "staff" },
        ],
      },
      { kind: "name", name: "staff#2" },
      { kind: "select", selector: { zone: "battlefield", token: true } },
    ]);
    assert.equal(step(s, 5).answers[10]?.line, 61);
  });

  it("keeps every expectation key, null distinct from absent", () => {
    const object = expectation(s.expect, 0);
    assert.equal(object.kind, "object");
    assert.equal(object.line, 83);
    if (object.kind !== "object") return;
    assert.deepEqual(object.checks, {
      zone: "battlefield",
      name: "Chimeric Staff",
      manaCost: "{4}",
      manaValue: 4,
      colors: [],
      types: ["Artifact"],
      subtypes: [],
      supertypes: [],
      power: null,
      toughness: null,
      loyalty: 3,
      defense: 5,
      abilities: ["becomes an X/X"],
      abilityCount: 1,
      counters: { "+1/+1": 1 },
      tapped: false,
      faceDown: false,
      face: "front",
      flipped: false,
      token: false,
      copy: true,
      controller: "Alice",
      owner: "Alice",
      attacking: false,
      protector: "Bob",
      exists: false,
    });
    assert.deepEqual(strip(expectation(s.expect, 1)), {
      kind: "select",
      selector: { zone: "battlefield", token: true, name: "Grizzly Bears", controller: "Alice" },
      count: 2,
      checks: { power: 2 },
    });
    assert.deepEqual(strip(expectation(s.expect, 2)), {
      kind: "player",
      player: "Alice",
      life: 20,
      handSize: 1,
      librarySize: 0,
      graveyard: ["Clone"],
    });
    assert.deepEqual(strip(expectation(s.expect, 3)), {
      kind: "stack",
      entries: [
        {
          name: "Emerald Charm",
          controller: "Bob",
          copy: true,
          targets: [{ kind: "name", name: "bear" }],
          modes: [3],
          x: null,
          kicked: false,
        },
        { name: "Chimeric Staff", ability: true, source: { kind: "id", id: "staff" } },
      ],
    });
    const check = expectation(step(s, 0).check, 0);
    assert.deepEqual(check.path, ["steps", 0, "check", 0]);
    assert.equal(check.line, 51);
  });

  it("is plain data that survives JSON", () => {
    assert.deepEqual(JSON.parse(JSON.stringify(s)), s);
  });
});

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

// ---------------------------------------------------------------------------------------------
// Error fixtures

interface Expected {
  readonly code: string;
  readonly message: string;
  readonly line: number | null;
}

describe("error fixtures in scenarios/errors", () => {
  const dir = join(process.cwd(), "scenarios", "errors");
  const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<string, Expected>;

  it("has an expectation for every fixture", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));
    assert.deepEqual(files.sort(), Object.keys(expected).sort());
  });

  for (const [file, want] of Object.entries(expected)) {
    it(`${file}: ${want.code}`, () => {
      const r = loadScenarioFile(join(dir, file), catalog);
      if (r.ok) assert.fail(`${file} loaded without error`);
      const p = r.problems[0];
      assert.ok(p !== undefined);
      assert.equal(p.code, want.code, p.message);
      assert.ok(p.message.includes(want.message), `message "${p.message}" lacks "${want.message}"`);
      assert.equal(p.line ?? null, want.line, p.message);
      assert.equal(p.file, join(dir, file));
      assert.ok(!/\n\s+at /.test(p.message), "no stack trace in messages");
    });
  }

  it("keeps the human comments in text fixtures in line with expected.json", () => {
    for (const [file, want] of Object.entries(expected)) {
      const text = readFileSync(join(dir, file), "latin1");
      const message = /# expect-error: (.*)/.exec(text)?.[1];
      const line = /# expect-line: (\d+)/.exec(text)?.[1];
      if (message === undefined) continue; // binary fixtures
      assert.equal(message, want.message, file);
      assert.equal(line === undefined ? null : Number(line), want.line, file);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Static checks

describe("static checks", () => {
  it("reports unknown keys with their path, line and column, and suggests a key", () => {
    const p = firstProblem("scenario: x\nsetup:\n  battlefeld: []\n");
    assert.equal(p.code, "schema.unknownKey");
    assert.equal(p.message, 'unknown key "battlefeld" at setup (did you mean "battlefield"?)');
    assert.deepEqual(p.path, ["setup", "battlefeld"]);
    assert.equal(p.line, 3);
    assert.equal(p.column, 3);
  });

  it("reports a key that belongs to another kind of expectation", () => {
    const p = firstProblem("scenario: x\nexpect:\n  - player: Alice\n    power: 2\n");
    assert.equal(p.code, "schema.unknownKey");
    assert.match(p.message, /unknown key "power" at expect\[0\] \(not valid in a player expectation\)/);
    assert.equal(p.line, 4);
  });

  it("reports a missing key inside a list with the line of its map", () => {
    const p = firstProblem("scenario: x\nsteps:\n  - pass: true\n  - move: { to: exile }\n");
    assert.equal(p.code, "schema.missingKey");
    assert.equal(p.message, 'missing required key "object" at steps[1].move');
    assert.equal(p.line, 4);
  });

  it("reports a setup object with neither card nor token", () => {
    const p = firstProblem("scenario: x\nsetup:\n  battlefield:\n    - { id: a }\n");
    assert.equal(p.code, "schema.missingKey");
    assert.match(p.message, /"card"/);
  });

  it("reports a step without an action and an expectation without a subject", () => {
    assert.equal(firstProblem("scenario: x\nsteps:\n  - answers: [a]\n").code, "schema.missingKey");
    assert.equal(firstProblem("scenario: x\nexpect:\n  - power: 2\n").code, "schema.missingKey");
  });

  it("reports an inline card without a type line", () => {
    const p = firstProblem("scenario: x\ncards:\n  - name: Thing\n");
    assert.equal(p.code, "schema.missingKey");
    assert.match(p.message, /typeLine/);
  });

  it("reports wrong types in unions with a plain expectation", () => {
    const p = firstProblem("scenario: x\nsteps:\n  - cast: 42\n");
    assert.equal(p.code, "schema.wrongType");
    assert.match(p.message, /expected an object id, \{ select: … \} or \{ object: …, … \} at steps\[0\]\.cast, got 42/);
    const q = firstProblem("scenario: x\nsteps:\n  - cast: { object: a, kiked: true }\n");
    assert.equal(q.code, "schema.unknownKey");
    assert.match(q.message, /"kiked" at steps\[0\]\.cast/);
  });

  it("reports unknown ids where an object is required", () => {
    const cases: [string, string][] = [
      ["steps:\n  - move: { object: nope, to: exile }", "steps[0].move.object"],
      ["steps:\n  - createCopy: { of: nope }", "steps[0].createCopy.of"],
      ["steps:\n  - attack: { nope: Bob }", "steps[0].attack.nope"],
      ["steps:\n  - block: { bear: nope }", "steps[0].block.bear"],
      ["steps:\n  - cast: { object: bear, targets: [nope] }", "steps[0].cast.targets[0]"],
      ["steps:\n  - damage: { to: nope, amount: 1 }", "steps[0].damage.to"],
      ["expect:\n  - { object: nope }", "expect[0].object"],
      ["expect:\n  - { stack: [ { source: nope } ] }", "expect[0].stack[0].source"],
      ["expect:\n  - { select: { id: nope } }", "expect[0].select.id"],
    ];
    for (const [body, where] of cases) {
      const p = firstProblem(`scenario: x\nsetup:\n  battlefield: [ { id: bear, card: Grizzly Bears } ]\n${body}\n`);
      assert.equal(p.code, "ref.unknownObject", body);
      assert.ok(p.message.includes(`"nope" at ${where}`), p.message);
    }
    for (const setup of ["{ id: a, card: Clone, attachedTo: nope }", "{ id: a, card: Clone, chosen: { copyOf: nope } }"]) {
      assert.equal(firstProblem(`scenario: x\nsetup:\n  battlefield: [ ${setup} ]\n`).code, "ref.unknownObject");
    }
  });

  it("does not flag answers that are not ids", () => {
    loaded(`scenario: x
steps:
  - pass: true
    answers: [blue, Elf, "Grizzly Bears", yes, "nope#2", 7, null, [a, b]]
`);
  });

  it("accepts players where a player or an object is allowed", () => {
    loaded(`scenario: x
setup:
  battlefield: [ { id: curse, card: Clone, attachedTo: Bob }, { id: bear, card: Grizzly Bears } ]
steps:
  - attack: { bear: Bob }
  - damage: { to: Alice, amount: 2 }
  - cast: { object: curse, targets: [Bob, bear] }
`);
  });

  it("reports unknown players wherever a player is required", () => {
    const cases = [
      "turn: { active: Carol }",
      "setup:\n  life: { Carol: 20 }",
      "setup:\n  hand: { Carol: [] }",
      "setup:\n  manaPool: { Carol: '{U}' }",
      "setup:\n  battlefield: [ { card: Clone, owner: Carol } ]",
      "setup:\n  battlefield: [ { card: Invasion of Zendikar, protector: Carol } ]",
      "setup:\n  battlefield: [ { card: Clone, chosen: { player: Carol } } ]",
      "steps:\n  - create: { token: { name: T, typeLine: Creature }, controller: Carol }",
      "steps:\n  - cast: { object: { select: { name: Clone } }, by: Carol }",
      "expect:\n  - { player: Carol }",
      "expect:\n  - { select: { controller: Carol } }",
      "expect:\n  - { select: { name: Clone }, owner: Carol }",
      "expect:\n  - { stack: [ { controller: Carol } ] }",
    ];
    for (const body of cases) {
      const p = firstProblem(`scenario: x\n${body}\n`);
      assert.equal(p.code, "ref.unknownPlayer", body);
      assert.match(p.message, /unknown player "Carol".*the players are Alice, Bob/);
    }
  });

  it("reports duplicate ids, including ids introduced by steps and ids named like players", () => {
    const twice = firstProblem(`scenario: x
setup:
  battlefield: [ { id: bear, card: Grizzly Bears } ]
steps:
  - createCopy: { of: bear, id: bear }
`);
    assert.equal(twice.code, "ref.duplicateId");
    assert.equal(twice.line, 5);
    assert.match(twice.message, /first defined at line 3/);
    const player = firstProblem("scenario: x\nsetup:\n  battlefield: [ { id: Bob, card: Clone } ]\n");
    assert.equal(player.code, "ref.duplicateId");
    assert.match(player.message, /player's name/);
  });

  it("reports ids with a '#' and players listed twice", () => {
    assert.equal(firstProblem("scenario: x\nsetup:\n  battlefield: [ { id: 'a#1', card: Clone } ]\n").code, "schema.badValue");
    assert.equal(firstProblem("scenario: x\nplayers: [A, A]\n").code, "schema.badValue");
    assert.equal(firstProblem("scenario: x\nplayers: []\n").code, "schema.badValue");
  });

  it("suggests card names, including inline ones", () => {
    const p = firstProblem(`scenario: x
cards: [ { name: Test Wolf, typeLine: Creature } ]
setup:
  battlefield: [ { card: Test Wolff }, { card: Clnoe } ]
`);
    assert.equal(p.code, "ref.unknownCard");
    assert.match(p.message, /did you mean "Test Wolf"\?/);
    const all = problems(`scenario: x
setup:
  battlefield: [ { card: Clnoe } ]
`);
    assert.match(all[0]?.message ?? "", /did you mean "Clone"\?/);
  });

  it("refuses absurd numbers", () => {
    const cases = [
      "setup:\n  life: { Alice: 1000001 }",
      "setup:\n  battlefield: [ { card: Clone, counters: { '+1/+1': -1 } } ]",
      "setup:\n  battlefield: [ { card: Clone, damage: 2.5 } ]",
      "turn: { number: 0 }",
      "steps:\n  - resolve: 0",
      "steps:\n  - activate: { object: { select: { name: Clone } }, ability: 1, x: 10000000 }",
      "expect:\n  - { player: Alice, handSize: .inf }",
      "expect:\n  - { player: Alice, life: .nan }",
      "expect:\n  - { select: { name: Clone }, count: 1e300 }",
    ];
    for (const body of cases) {
      assert.equal(firstProblem(`scenario: x\n${body}\n`).code, "schema.numberOutOfRange", body);
    }
  });

  it("refuses more than 10,000 objects", () => {
    const library = Array.from({ length: 10_001 }, () => "{card: Island}").join(",");
    const p = firstProblem(`scenario: x\nsetup:\n  library: { Alice: [${library}] }\n`);
    assert.equal(p.code, "schema.numberOutOfRange");
    assert.match(p.message, /10001 objects/);
  });

  it("refuses bad enum values", () => {
    const cases = [
      "rules: poker",
      "turn: { step: lunch }",
      "steps:\n  - advance: { to: end, turn: later }",
      "setup:\n  battlefield: [ { card: Clone, face: side } ]",
      "cards: [ { name: A, typeLine: B, layout: weird } ]",
      "expect:\n  - { select: { zone: deck } }",
      "setup:\n  manaPool: { Alice: 'UU' }",
      "steps:\n  - pass: false",
    ];
    for (const body of cases) assert.equal(firstProblem(`scenario: x\n${body}\n`).code, "schema.badValue", body);
  });

  it("refuses a prototype-polluting key like any unknown key", () => {
    const p = firstProblem('scenario: x\n"__proto__": { polluted: true }\n');
    assert.equal(p.code, "schema.unknownKey");
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it("reports several problems, sorted by line", () => {
    const ps = problems("scenario: x\nfoo: 1\nsetup:\n  life: { Alice: x }\nbar: 2\n");
    assert.deepEqual(
      ps.map((p) => [p.code, p.line]),
      [
        ["schema.unknownKey", 2],
        ["schema.wrongType", 4],
        ["schema.unknownKey", 5],
      ],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Robustness limits

describe("robustness", () => {
  it("refuses a file above 1 MiB without parsing it", () => {
    const dir = mkdtempSync(join(tmpdir(), "doppel-load-"));
    try {
      const file = join(dir, "big.yaml");
      writeFileSync(file, `scenario: x\n${"# padding\n".repeat(MAX_FILE_BYTES / 10 + 1)}`);
      const r = loadScenarioFile(file, catalog);
      assert.ok(!r.ok && r.problems[0]?.code === "file.tooLarge");
      const text = parse(`scenario: ${"x".repeat(MAX_FILE_BYTES)}\n`);
      assert.ok(!text.ok && text.problems[0]?.code === "file.tooLarge");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports missing files and directories as unreadable", () => {
    const missing = loadScenarioFile(join(process.cwd(), "no-such-file.yaml"), catalog);
    assert.ok(!missing.ok && missing.problems[0]?.code === "file.unreadable");
    const dir = loadScenarioFile(process.cwd(), catalog);
    assert.ok(!dir.ok && dir.problems[0]?.code === "file.unreadable");
  });

  it("refuses NUL and control characters in text", () => {
    assert.equal(firstProblem("scenario: x\u0000\n").code, "file.binary");
    assert.equal(firstProblem("scenario: x\nsetup: \u0007\n").line, 2);
  });

  it("treats blank and comment-only text as empty", () => {
    for (const text of ["", "   \n\t\n", "# a\n  # b\n", "---\n", "---\n# only a comment\n..."]) {
      assert.equal(firstProblem(text).code, "file.empty", JSON.stringify(text));
    }
  });

  it("refuses 100,000 nested brackets and dashes without overflowing", () => {
    const cases = [
      `scenario: x\nsteps: ${"[".repeat(100_000)}${"]".repeat(100_000)}\n`,
      `scenario: x\nsteps: ${"{a: ".repeat(50_000)}1${"}".repeat(50_000)}\n`,
      `scenario: x\nsteps:\n${"- ".repeat(100_000)}x\n`,
      `scenario: x\nsteps: [${"[".repeat(100_000)}\n`,
    ];
    for (const text of cases) {
      const p = firstProblem(text);
      assert.equal(p.code, "schema.tooDeep");
      assert.ok(p.line === 2 || p.line === 3, String(p.line));
    }
  });

  it("accepts nesting just under the limit inside answers", () => {
    // root map, steps list, step map: 3 levels; the answers list and 60 lists in it: 61 more.
    loaded(`scenario: x\nsteps:\n  - pass: true\n    answers: ${"[".repeat(61)}${"]".repeat(61)}\n`);
    assert.equal(
      firstProblem(`scenario: x\nsteps:\n  - pass: true\n    answers: ${"[".repeat(62)}${"]".repeat(62)}\n`).code,
      "schema.tooDeep",
    );
    // The same limit, measured on the parsed tree, for block nesting.
    const block = (n: number): string =>
      `scenario: x\nsteps:\n  - pass: true\n    answers:\n${Array.from({ length: n }, (_, i) => `${"  ".repeat(i + 3)}-`).join("\n")} x\n`;
    loaded(block(61));
    assert.equal(firstProblem(block(62)).code, "schema.tooDeep");
  });

  it("does not count brackets inside quotes, comments or block scalars", () => {
    const deep = "[".repeat(200);
    loaded(`scenario: "${deep}"\ncite: ['${deep}'] # ${deep}\ncards:\n  - name: x\n    typeLine: y\n    oracleText: |\n      ${deep}\n      - - - - ${deep}\n`);
  });

  it("estimates the depth of any YAML layout exactly before parsing", () => {
    const random = prng(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const leaves = ["a", "b c", "x: y", "- z", "[q]", "#h", "it's", '"q"', "|", "> f", "two\nlines", "1", "", " lead"];
    const gen = (d: number): unknown => {
      const r = random();
      if (d > 10 || r < 0.3) return pick(leaves);
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 4) }, () => gen(d + 1));
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i--) o[`k${i}${random() < 0.2 ? ": x" : ""}`] = gen(d + 1);
      return o;
    };
    const depth = (v: unknown): number =>
      typeof v !== "object" || v === null
        ? 0
        : 1 + Math.max(0, ...(Array.isArray(v) ? v : Object.values(v)).map(depth));
    const styles = [{}, { indentSeq: false }, { collectionStyle: "flow" as const }, { indent: 4 }, { lineWidth: 20 }];
    for (let round = 0; round < 500; round++) {
      const text = stringify({ scenario: "x", data: gen(0) }, pick(styles));
      const actual = depth(parseYaml(text));
      assert.equal(findExcessiveDepth(text, actual), undefined, text);
      assert.ok(actual === 0 || findExcessiveDepth(text, actual - 1) !== undefined, text);
    }
  });

  it("refuses an alias bomb with yaml's alias limit", () => {
    let text = 'scenario: x\ncite: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    let prev = "a";
    for (const name of ["b", "c", "d", "e", "f", "g", "h", "i"]) {
      text += `${name}: &${name} [${Array(10).fill(`*${prev}`).join(",")}]\n`;
      prev = name;
    }
    const p = firstProblem(text);
    assert.equal(p.code, "yaml.limit");
    assert.equal(p.line, 3);
  });

  it("accepts a few ordinary aliases", () => {
    const s = loaded(`scenario: x
setup:
  battlefield:
    - { id: a, card: Clone, counters: &c { "+1/+1": 1 } }
    - { id: b, card: Clone, counters: *c }
`);
    assert.deepEqual(s.setup.battlefield[1]?.counters, { "+1/+1": 1 });
  });

  it("turns an exception from the catalog into engine.internal", () => {
    const broken: CardCatalog = {
      has: () => {
        throw new Error("library not ready\n    at somewhere (file.js:1:1)");
      },
      suggest: () => [],
    };
    const r = parseScenario("scenario: x\nsetup:\n  battlefield: [ { card: Clone } ]\n", "t.yaml", broken);
    assert.ok(!r.ok);
    assert.equal(r.problems[0]?.code, "engine.internal");
    assert.equal(r.problems[0]?.message, "internal error while loading the scenario: library not ready");
  });

  it("never throws on odd documents", () => {
    const odd = [
      "~",
      "null",
      "42",
      "[]",
      "scenario:",
      "scenario: [",
      "scenario: x\nsetup: 5",
      "scenario: x\nsteps: [1, 'a', null, [], {}]",
      "scenario: x\nexpect: [ { object: { select: 3 } } ]",
      "? [a, b]\n: c",
      "scenario: !!binary aGVsbG8=",
      "scenario: !custom x",
      "scenario: x\n&a b: *a",
      "*unknown",
      "scenario: x\n...\n---\nscenario: y",
      "\uFEFF\uFEFFscenario: x",
      "scenario: \ud800",
      "scenario: x\r\nsetup:\r\n  life: { Alice: 3 }\r\n",
    ];
    for (const text of odd) {
      const r = parse(text);
      if (!r.ok) for (const p of r.problems) assert.ok(p.message.length > 0, text);
    }
  });

  it("survives 300 random mutations of a valid scenario", () => {
    const random = prng(0x5eed);
    const pick = (n: number): number => Math.floor(random() * n);
    const alphabet = ":-[]{}#&*!|>'\",? \n\tx1é\u0000";
    let okCount = 0;
    for (let round = 0; round < 300; round++) {
      let text = FULL;
      const edits = 1 + pick(4);
      for (let e = 0; e < edits; e++) {
        const lines = text.split("\n");
        const at = pick(text.length);
        switch (pick(6)) {
          case 0:
            text = text.slice(0, at) + text.slice(at + 1 + pick(8));
            break;
          case 1:
            text = text.slice(0, at) + text.slice(at, at + 1 + pick(20)) + text.slice(at);
            break;
          case 2: {
            const b = pick(text.length);
            const chars = [...text];
            const x = chars[at] ?? "";
            chars[at] = chars[b] ?? "";
            chars[b] = x;
            text = chars.join("");
            break;
          }
          case 3:
            text = text.slice(0, at) + (alphabet[pick(alphabet.length)] ?? "") + text.slice(at);
            break;
          case 4: {
            const i = pick(lines.length);
            lines.splice(i, 1);
            text = lines.join("\n");
            break;
          }
          default: {
            const i = pick(lines.length);
            const j = pick(lines.length);
            const li = lines[i] ?? "";
            lines[i] = lines[j] ?? "";
            lines[j] = li;
            if (random() < 0.5) lines.splice(j, 0, li);
            text = lines.join("\n");
          }
        }
      }
      let r: Result<Scenario>;
      try {
        r = parse(text);
      } catch (e) {
        assert.fail(`round ${round} threw ${String(e)} on:\n${text}`);
      }
      if (r.ok) okCount++;
      else {
        for (const p of r.problems) {
          assert.ok(p.code !== "engine.internal", `round ${round}: ${p.message}\n${text}`);
          assert.ok(p.message.length > 0 && !p.message.includes("\n    at "));
          if (p.line !== undefined) assert.ok(p.line >= 1, `round ${round}: line ${p.line}`);
        }
      }
    }
    assert.ok(okCount < 300, "mutations should break some scenarios");
  });
});
