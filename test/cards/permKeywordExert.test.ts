import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one } from "./compiled.js";

describe("exert (701.43): the option to exert as it attacks, its linked trigger, and exert triggers", () => {
  it("'You may exert ~ as it attacks.' alone is the static ability of 701.43d", () => {
    compiles(
      "You may exert Trueheart Twins as it attacks. (It won't untap during your next untap step.)",
      { kind: "static", effects: [], rules: [{ rule: "mayExertAsItAttacks" }] },
      "Trueheart Twins",
    );
  });

  it("with 'When you do, …' it is one ability: the permission and its linked trigger (607.2h)", () => {
    const a = one(
      "You may exert Khenra Scrapper as it attacks. When you do, it gets +2/+0 until end of turn.",
      "Khenra Scrapper",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger, { on: "exerted", filter: { is: "self" }, asItAttacks: true });
    assert.equal(a.effects.length, 1);
  });

  it("'Whenever you exert a creature' triggers on any creature its controller exerts", () => {
    const a = one("Whenever you exert a creature, tap target creature an opponent controls.", "Vizier of the True");
    assert.equal(a.kind, "triggered");
    if (a.kind === "triggered")
      assert.deepEqual(a.trigger, {
        on: "exerted",
        filter: {
          is: "all",
          of: [
            { is: "type", type: "Creature" },
            { is: "controlledBy", who: "you" },
          ],
        },
      });
  });

  it("an exert with a condition of its own stays text", () => {
    const text =
      "If Combat Celebrant hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control.";
    assert.equal(one(text, "Combat Celebrant").kind, "text");
  });
});
