// 603.7b: "Whenever [event] this turn, …" — a delayed triggered ability a spell creates; 603.7c: "copy
// the exiled card" acts on the card exiled before, fixed as the ability is created (Surge to Victory).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { one, staysText } from "./compiled.js";

describe("oracle cast-copy templates: delayed 'whenever … this turn' abilities (603.7b)", () => {
  it("Surge to Victory: copy the exiled card whenever a creature you control deals combat damage to a player", () => {
    const a = one(
      "Exile target instant or sorcery card from your graveyard. Creatures you control get +X/+0 until end of turn, where X is that card's mana value. Whenever a creature you control deals combat damage to a player this turn, copy the exiled card. You may cast the copy without paying its mana cost.",
    );
    assert.equal(a.kind, "spell");
    assert.deepEqual(a.kind === "spell" ? a.effects.at(-1) : null, {
      do: "wheneverThisTurn",
      trigger: { on: "dealsCombatDamageToPlayer", filter: Filters.and(Filters.type("Creature"), Filters.youControl) },
      effects: [{ do: "copyCard", what: { ref: "triggerObject" }, count: 1, cast: { withoutPayingManaCost: true } }],
      about: { ref: "movedTarget", index: 0 },
    });
  });
  it("'it' is the event's object: Whenever a creature blocks this turn, it gets +0/+1", () => {
    const a = one("Whenever a creature blocks this turn, it gets +0/+1 until end of turn.");
    const last = a.kind === "spell" ? a.effects.at(-1) : null;
    assert.equal(last?.do, "wheneverThisTurn");
    assert.deepEqual(last?.do === "wheneverThisTurn" ? last.effects[0] : null, {
      do: "continuous",
      what: { ref: "triggerObject" },
      parts: [{ op: "modifyPT", power: 0, toughness: 1 }],
      duration: "endOfTurn",
    });
  });
  it("'the exiled card' with nothing exiled before, or a target in the delayed ability, stays text", () => {
    staysText(
      "Whenever a creature you control deals combat damage to a player this turn, copy the exiled card. You may cast the copy.",
    );
    staysText("Whenever a creature dies this turn, destroy target artifact.");
  });
});
