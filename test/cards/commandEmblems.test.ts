// Emblems (114) in the Oracle compiler: "[player] gets an emblem with "[ability]"".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import { one, staysText } from "./compiled.js";

function emblemOf(text: string): Extract<Effect, { do: "getEmblem" }> {
  const a = one(text);
  assert.ok(a.kind === "spell" || a.kind === "activated", text);
  const e = a.effects.at(-1);
  assert.ok(e?.do === "getEmblem", text);
  return e;
}

function kinds(abilities: readonly AbilityDef[]): string[] {
  return abilities.map((a) => a.kind);
}

describe("oracle emblems (114.2)", () => {
  it("you get an emblem with a static ability", () => {
    const e = emblemOf('You get an emblem with "Creatures you control get +2/+2 and have flying."');
    assert.deepEqual(e.who, { ref: "you" });
    assert.deepEqual(kinds(e.abilities), ["static"]);
    assert.equal(e.abilities[0]?.text, "Creatures you control get +2/+2 and have flying.");
  });
  it("a loyalty ability: target opponent gets an emblem with a triggered ability", () => {
    const a = one('[−8]: Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."');
    assert.equal(a.kind, "activated");
    assert.ok(a.kind === "activated");
    assert.equal(a.targets?.[0]?.spec.kind, "player");
    const e = a.effects[0];
    assert.ok(e?.do === "getEmblem");
    assert.deepEqual(e.who, { ref: "targetPlayer", index: 0 });
    assert.deepEqual(kinds(e.abilities), ["triggered"]);
  });
  it("each opponent; 'this emblem' is the emblem itself", () => {
    const e = emblemOf(
      'Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."',
    );
    assert.deepEqual(e.who, { ref: "eachOpponent" });
    const [t] = e.abilities;
    assert.ok(t?.kind === "triggered");
    assert.deepEqual(t.trigger, { on: "beginningOfStep", step: "upkeep", whose: "your" });
    assert.deepEqual(t.effects, [{ do: "dealDamageToPlayer", amount: 1, who: { ref: "you" } }]);
  });
  it("two quoted abilities", () => {
    const e = emblemOf(
      'You get an emblem with "Creatures you control get +1/+1." and "Whenever a player draws a card, you gain 1 life."',
    );
    assert.deepEqual(kinds(e.abilities), ["static", "triggered"]);
  });
  it("stays text when a quoted ability isn't executed, or without quotation marks", () => {
    staysText(
      'You get an emblem with "Your opponents can\'t untap more than two permanents during their untap steps."',
    );
    staysText("You get an emblem with flying.");
    staysText('You gets an emblem with "Creatures you control get +1/+1."');
  });
});
