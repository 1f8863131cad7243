import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import { unimplementedReason } from "../../src/mtg/cards/implemented.js";
import { one } from "./compiled.js";
import { PREDEFINED_KINDS, predefinedToken } from "../../src/mtg/cards/predefinedTokens.js";

/** The instructions of a compiled spell, triggered or activated ability. */
function effects(text: string): readonly Effect[] {
  const a = one(text);
  assert.ok(a.kind === "spell" || a.kind === "triggered" || a.kind === "activated", `${text} → ${a.kind}`);
  return a.effects;
}

/** The only instruction, which must create tokens. */
function creation(text: string): Extract<Effect, { do: "createToken" }> {
  const [e, ...rest] = effects(text);
  assert.equal(rest.length, 0);
  assert.equal(e?.do, "createToken", `${text} creates tokens`);
  if (e?.do !== "createToken") throw new Error("unreachable");
  return e;
}

function notExecuted(text: string): void {
  assert.equal(one(text).kind, "text", `${text} stays not executed`);
}

describe("oracle: creating tokens (701.7a, 111.3, 111.4)", () => {
  it("a creature token with P/T, colors, subtypes and card types; named after its subtypes", () => {
    assert.deepEqual(creation("Create two 1/1 red Goblin creature tokens."), {
      do: "createToken",
      token: { name: "Goblin Token", colors: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1 },
      count: 2,
    });
    const thopter = creation("Create a 1/1 colorless Thopter artifact creature token with flying.");
    assert.deepEqual(thopter.token.types, ["Artifact", "Creature"]);
    assert.deepEqual(thopter.token.colors, []);
    assert.equal(thopter.token.text, "Flying");
    assert.deepEqual(
      creation("Create a 2/2 green and white Elf Warrior creature token with vigilance and trample.").token,
      {
        name: "Elf Warrior Token",
        colors: ["G", "W"],
        types: ["Creature"],
        subtypes: ["Elf", "Warrior"],
        power: 2,
        toughness: 2,
        abilities: [
          { kind: "keyword", text: "Vigilance", keyword: "vigilance" },
          { kind: "keyword", text: "Trample", keyword: "trample" },
        ],
        text: "Vigilance\nTrample",
      },
    );
  });

  it("the noun agrees with the count; X is the spell's X", () => {
    assert.deepEqual(creation("Create X 1/1 white Soldier creature tokens.").count, { of: "x" });
    notExecuted("Create two 1/1 red Goblin creature token.");
    notExecuted("Create a 1/1 red Goblin creature tokens.");
  });

  it("tapped, named, and who creates", () => {
    assert.equal(creation("Create a tapped 2/2 black Zombie creature token.").tapped, true);
    assert.equal(creation("Create a 2/2 black Zombie creature token that's tapped.").tapped, true);
    assert.equal(
      creation("Create a 2/2 white Cat creature token named Pridemate with lifelink.").token.name,
      "Pridemate",
    );
    assert.equal(creation("Create a 3/3 blue Serpent creature token named Koma's Coil.").token.name, "Koma's Coil");
    // Giant Caterpillar: the delayed creation is not read; the name must not swallow it.
    notExecuted(
      "Create a 1/1 green Insect creature token with flying named Butterfly at the beginning of the next end step.",
    );
    const [destroy, beast] = effects(
      "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
    );
    assert.equal(destroy?.do, "destroy");
    assert.deepEqual(beast?.do === "createToken" ? beast.who : null, { ref: "controllerOfTarget", index: 0 });
    assert.deepEqual(creation("Each player creates a 1/1 green Saproling creature token.").who, { ref: "eachPlayer" });
    assert.deepEqual(creation("Target opponent creates a Treasure token.").who, { ref: "targetPlayer", index: 0 });
  });

  it("counted numbers: for each, equal to, where X is", () => {
    assert.deepEqual(creation("Create a 1/1 green Elf Warrior creature token for each Elf you control.").count, {
      of: "count",
      filter: {
        is: "all",
        of: [
          { is: "subtype", subtype: "Elf" },
          { is: "controlledBy", who: "you" },
        ],
      },
    });
    assert.deepEqual(
      creation("Create a number of 1/1 black Harpy creature tokens with flying equal to your devotion to black.").count,
      { of: "devotion", color: "B" },
    );
    assert.deepEqual(
      creation("Create X 1/1 green Saproling creature tokens, where X is the number of creatures you control.").count,
      {
        of: "count",
        filter: {
          is: "all",
          of: [
            { is: "type", type: "Creature" },
            { is: "controlledBy", who: "you" },
          ],
        },
      },
    );
    assert.deepEqual(
      creation("When Test Card dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.").count,
      { of: "countersOnSelf", kind: "+1/+1" },
    );
    notExecuted("Create two 1/1 green Elf Warrior creature tokens for each Elf you control.");
    notExecuted("Create X 1/1 green Saproling creature tokens, where X is that creature's mana value.");
  });

  it("a quoted ability is compiled as the token's own; any part not understood leaves the sentence not executed", () => {
    const devil = creation(
      'Create a 1/1 red Devil creature token with "When this creature dies, it deals 1 damage to any target."',
    );
    const [dies] = devil.token.abilities ?? [];
    assert.equal(dies?.kind, "triggered");
    assert.equal(dies?.text, "When this creature dies, it deals 1 damage to any target.");
    const scion = effects(
      'When Test Card enters the battlefield, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."',
    );
    assert.equal(scion.length, 1);
    const [mana] = scion[0]?.do === "createToken" ? (scion[0].token.abilities ?? []) : [];
    assert.deepEqual(mana && { ...mana, text: "" }, {
      kind: "activated",
      text: "",
      cost: { sacrificeSelf: true },
      effects: [{ do: "addMana", mana: "{C}" }],
      manaAbility: true,
    });
    notExecuted('Create a 1/1 red Devil creature token with "Whenever this creature frobs, it wibbles."');
    notExecuted('Create a 1/1 colorless Eldrazi Scion creature token. It has "Frob this creature."');
    notExecuted('Create two 1/1 colorless Eldrazi Scion creature tokens. It has "Sacrifice this creature: Add {C}."');
  });

  it("the same template in triggers, activated abilities and after 'If you do'", () => {
    assert.equal(one("When Test Card enters the battlefield, create a Treasure token.").kind, "triggered");
    assert.deepEqual(one("Remove three spore counters from Test Card: Create a 1/1 green Saproling creature token."), {
      kind: "activated",
      text: "Remove three spore counters from Test Card: Create a 1/1 green Saproling creature token.",
      cost: { removeCountersFromSelf: { kind: "spore", n: 3 } },
      effects: [
        {
          do: "createToken",
          token: {
            name: "Saproling Token",
            colors: ["G"],
            types: ["Creature"],
            subtypes: ["Saproling"],
            power: 1,
            toughness: 1,
          },
          count: 1,
        },
      ],
    });
    const [may] = effects(
      "Whenever Test Card attacks, you may pay {2}. If you do, create a 1/1 colorless Servo artifact creature token.",
    );
    assert.equal(may?.do, "mayThen");
  });

  it("descriptions that are not a token's stay not executed", () => {
    notExecuted("Create a 1/1 red Goblin token.");
    notExecuted("Create a red Goblin creature token.");
    notExecuted("Create a 1/1 Goblin creature token.");
    notExecuted("Create a 1/1 red Goblin artifact token.");
    notExecuted("Create a 1/1 red Goblin creature token with frobbing.");
  });
});

describe("predefined tokens (111.10)", () => {
  it("Treasure, Food, Clue, Blood, Gold, Shard and Walker are created with their exact abilities", () => {
    const names = ["Treasure", "Food", "Gold", "Walker", "Shard", "Clue", "Blood"];
    for (const kind of names) {
      const token = predefinedToken(kind);
      assert.ok(token, `${kind} is defined`);
      for (const a of token.abilities ?? []) assert.equal(unimplementedReason(a), null, `${kind}: ${a.text}`);
    }
    assert.deepEqual(predefinedToken("Clue"), {
      name: "Clue Token",
      colors: [],
      types: ["Artifact"],
      subtypes: ["Clue"],
      abilities: [
        {
          kind: "activated",
          text: "{2}, Sacrifice this token: Draw a card.",
          cost: { mana: "{2}", sacrificeSelf: true },
          effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
        },
      ],
      text: "{2}, Sacrifice this token: Draw a card.",
    });
    assert.deepEqual(predefinedToken("Walker"), {
      name: "Walker",
      colors: ["B"],
      types: ["Creature"],
      subtypes: ["Zombie"],
      power: 2,
      toughness: 2,
    });
  });

  it("a predefined token whose abilities the engine can't execute is not offered", () => {
    for (const kind of PREDEFINED_KINDS) {
      const token = predefinedToken(kind);
      if (token) for (const a of token.abilities ?? []) assert.equal(unimplementedReason(a), null);
    }
    assert.equal(predefinedToken("Powerstone"), null);
    notExecuted("Create a Powerstone token.");
    assert.equal(predefinedToken("Frob"), null);
  });

  it("create two Clue tokens; a tapped Treasure token", () => {
    const clues = creation("Create two Clue tokens.");
    assert.equal(clues.count, 2);
    assert.equal(clues.token.name, "Clue Token");
    assert.equal(creation("Create a tapped Treasure token.").tapped, true);
    notExecuted("Create a Treasure token with flying.");
  });
});

describe("keyword actions that create tokens (701.16a)", () => {
  it("investigate creates a Clue token, once per time; 'its controller investigates'", () => {
    const clue = predefinedToken("Clue");
    assert.deepEqual(effects("Investigate."), [{ do: "createToken", token: clue, count: 1 }]);
    assert.equal(effects("When Test Card enters the battlefield, investigate twice.").length, 2);
    assert.equal(effects("Investigate three times.").length, 3);
    const [, theirs] = effects("Destroy target creature or planeswalker. Its controller investigates.");
    assert.deepEqual(theirs, {
      do: "createToken",
      token: clue,
      count: 1,
      who: { ref: "controllerOfTarget", index: 0 },
    });
    notExecuted("Investigates.");
    notExecuted("Its controller investigate.");
  });

  it("'… and create …' is a second instruction of the same player (608.2c)", () => {
    const [draw, treasure] = effects("Draw two cards and create a Treasure token.");
    assert.equal(draw?.do, "draw");
    assert.equal(treasure?.do, "createToken");
    const [lose, faerie] = effects(
      "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue creature token with flying.",
    );
    assert.equal(lose?.do, "loseLife");
    assert.equal(faerie?.do, "createToken");
  });
});
