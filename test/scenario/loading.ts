/**
 * Helpers shared by the loader's tests (test/scenario/load*.test.ts): a stand-in card catalog,
 * parsing with it, and accessors that fail the test with a clear message.
 */
import assert from "node:assert/strict";
import type { Problem, Result } from "../../src/kernel/problem.js";
import type { Expectation, Scenario, Step } from "../../src/scenario/ast.js";
import type { CardCatalog } from "../../src/scenario/ruleset.js";
import { parseScenario } from "../../src/scenario/rulesets/load.js";
import { magicScenario } from "../../src/scenario/rulesets/run.js";

/** mulberry32: a tiny deterministic PRNG, so that failures replay. */
export function prng(seed: number): () => number {
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

export function distance(a: string, b: string): number {
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
export const catalog: CardCatalog = {
  has: (name) => CARD_NAMES.some((n) => n.toLowerCase() === name.toLowerCase()),
  suggest: (name) => CARD_NAMES.filter((n) => distance(n.toLowerCase(), name.toLowerCase()) <= 3).slice(0, 3),
};

export function parse(text: string): Result<Scenario> {
  const r = parseScenario(text, "test.yaml", catalog);
  return r.ok ? magicScenario(r.value, "this test") : r;
}

export function loaded(text: string): Scenario {
  const r = parse(text);
  if (!r.ok) assert.fail(`expected the scenario to load, got: ${JSON.stringify(r.problems, null, 1)}`);
  return r.value;
}

export function problems(text: string): readonly Problem[] {
  const r = parse(text);
  if (r.ok) assert.fail("expected problems, the scenario loaded");
  return r.problems;
}

export function firstProblem(text: string): Problem {
  const p = problems(text)[0];
  if (p === undefined) assert.fail("no problem reported");
  return p;
}

export function step(s: Scenario, i: number): Step {
  const found = s.steps[i];
  if (found === undefined) assert.fail(`no step ${i}`);
  return found;
}

export function expectation(list: readonly Expectation[], i: number): Expectation {
  const found = list[i];
  if (found === undefined) assert.fail(`no expectation ${i}`);
  return found;
}

/** Drops `line` and `path` keys so that normalized values compare by content. */
export function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== "line" && k !== "path") out[k] = strip(v);
    return out;
  }
  return value;
}

/** A scenario that uses every key of the format. */
export const FULL = `# every key of the scenario format
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
