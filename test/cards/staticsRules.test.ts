import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import type { RuleEffect } from "../../src/mtg/abilities/ruleEffect.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

function only(text: string, selfName = "Test Card"): AbilityDef {
  const out = compileOracleText(text, selfName);
  assert.equal(out.length, 1);
  const [a] = out;
  assert.ok(a);
  return a;
}

/** The paragraph compiles to a static ability with exactly these rule effects and no layer effect. */
function rules(text: string, expected: readonly RuleEffect[], selfName = "Test Card"): void {
  assert.deepEqual(only(text, selfName), { kind: "static", text, effects: [], rules: expected });
}

describe("static abilities that change the rules (101.2)", () => {
  it("restrictions on the object itself", () => {
    rules("Hulking Goblin can't block.", [{ rule: "cantBlock" }], "Hulking Goblin");
    rules("This creature can't attack.", [{ rule: "cantAttack" }]);
    rules("Test Card can't attack or block.", [{ rule: "cantAttack" }, { rule: "cantBlock" }]);
    rules("Test Card attacks each combat if able.", [{ rule: "attacksEachCombat" }]);
    rules("Test Card can't be blocked.", [{ rule: "cantBeBlockedBy", filter: Filters.creature }]);
    rules("Test Card can't be blocked by Walls.", [{ rule: "cantBeBlockedBy", filter: Filters.subtype("Wall") }]);
    rules("Test Card doesn't untap during your untap step.", [{ rule: "doesntUntap" }]);
    rules("This spell can't be countered.", [{ rule: "cantBeCountered" }]);
  });

  it("can block only creatures with flying", () => {
    rules("Test Card can block only creatures with flying.", [
      { rule: "canBlockOnly", filter: Filters.and(Filters.creature, { is: "hasKeyword", keyword: "flying" }) },
    ]);
  });

  it("restrictions on other objects name them with `affects`", () => {
    rules("Enchanted creature can't attack or block.", [
      { rule: "cantAttack", affects: Filters.attached },
      { rule: "cantBlock", affects: Filters.attached },
    ]);
    rules("Enchanted creature doesn't untap during its controller's untap step.", [
      { rule: "doesntUntap", affects: Filters.attached },
    ]);
    const yours = Filters.and(Filters.creature, Filters.opponentControls);
    rules("Creatures your opponents control attack each combat if able.", [
      { rule: "attacksEachCombat", affects: yours },
    ]);
    rules("Creatures your opponents control can't block.", [{ rule: "cantBlock", affects: yours }]);
  });

  it("activated abilities, blockers, attack conditions and the player's hexproof", () => {
    rules("Enchanted creature can't attack or block, and its activated abilities can't be activated.", [
      { rule: "cantAttack", affects: Filters.attached },
      { rule: "cantBlock", affects: Filters.attached },
      { rule: "cantActivate", affects: Filters.attached },
    ]);
    rules("Enchanted permanent's activated abilities can't be activated.", [
      { rule: "cantActivate", affects: Filters.attached },
    ]);
    rules("Test Card can't be blocked by more than one creature.", [{ rule: "maxOneBlocker" }]);
    rules("Test Card can't attack unless defending player controls an Island.", [
      { rule: "cantAttackUnlessDefenderControls", filter: Filters.subtype("Island") },
    ]);
    rules("You have hexproof.", [{ rule: "controllerHasHexproof" }]);
    rules("Test Card can't be blocked by creatures with power 2 or less.", [
      { rule: "cantBeBlockedBy", filter: Filters.and(Filters.creature, { is: "power", atMost: 2 }) },
    ]);
  });

  it("keeps sentences it only half reads as text", () => {
    for (const text of [
      "Test Card can't block creatures with power 2 or greater.",
      "Test Card can't be blocked except by two or more creatures.",
      "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
      "Test Card attack each combat if able.",
    ])
      assert.equal(only(text).kind, "text", text);
  });
});
