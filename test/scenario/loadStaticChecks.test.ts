import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { firstProblem, loaded, problems } from "./loading.js";

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
    for (const setup of [
      "{ id: a, card: Clone, attachedTo: nope }",
      "{ id: a, card: Clone, chosen: { copyOf: nope } }",
    ]) {
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
    assert.equal(
      firstProblem("scenario: x\nsetup:\n  battlefield: [ { id: 'a#1', card: Clone } ]\n").code,
      "schema.badValue",
    );
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
