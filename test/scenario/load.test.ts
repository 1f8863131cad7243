import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { expectation, FULL, loaded, step, strip } from "./loading.js";

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
