import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("Enchant player (702.5a, 303.4b): curses and 'enchanted player'", () => {
  it("'Enchant player' and 'Enchant opponent' are enchant abilities for players", () => {
    compiles("Enchant player", { kind: "keyword", keyword: "enchant", players: "any" });
    compiles("Enchant opponent", { kind: "keyword", keyword: "enchant", players: "opponent" });
  });

  it("'At the beginning of enchanted player's upkeep' triggers on that player's upkeep; 'that player' is the active player", () => {
    const a = one(
      "At the beginning of enchanted player's upkeep, that player mills two cards.",
      "Curse of the Bloody Tome",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger, { on: "beginningOfStep", step: "upkeep", whose: "enchanted" });
    assert.equal(a.effects.length, 1);
  });

  it("'Creatures enchanted player controls' is a filter on the enchanted player's permanents", () => {
    const a = one("Creatures enchanted player controls get -1/-1.", "Curse of Death's Hold");
    assert.equal(a.kind, "static");
    if (a.kind !== "static") return;
    assert.deepEqual(a.effects[0]?.affects, {
      is: "all",
      of: [
        { is: "type", type: "Creature" },
        { is: "controlledBy", who: "enchantedPlayer" },
      ],
    });
  });

  it("'Whenever enchanted player draws a card' and 'Whenever a creature attacks enchanted player'", () => {
    const draw = one("Whenever enchanted player draws a card, they lose 2 life and you gain 2 life.");
    assert.equal(draw.kind === "triggered" && draw.trigger.on === "drawCard" && draw.trigger.enchantedPlayer, true);
    const attack = one("Whenever a creature attacks enchanted player, put a +1/+1 counter on it.");
    assert.equal(
      attack.kind === "triggered" && attack.trigger.on === "attacks" && attack.trigger.enchantedPlayer,
      true,
    );
  });

  it("'Enchanted player can't cast more than one spell each turn' is the rule effect for that player", () => {
    compiles("Enchanted player can't cast more than one spell each turn.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "oneSpellEachTurn", who: "enchanted" }],
    });
  });
});
