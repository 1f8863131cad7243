// The copy-spell family of the Oracle compiler: the chain spells, copied by another player (707.10).
import { describe, it } from "node:test";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import { compiles, one } from "./compiled.js";
import assert from "node:assert/strict";

const mayCopy: Effect = {
  do: "mayThen",
  first: { do: "copySpell", what: { ref: "self" }, count: 1, newTargets: true, exceptions: [] },
  ifYouDo: [],
};

describe("oracle chain spells", () => {
  it("that permanent's controller may copy this spell and may choose a new target", () => {
    compiles(
      "Destroy target noncreature permanent. Then that permanent's controller may copy this spell and may choose a new target for that copy.",
      {
        kind: "spell",
        targets: [
          {
            spec: {
              kind: "permanent",
              filter: { is: "not", filter: { is: "type", type: "Creature" } },
            },
          },
        ],
        effects: [
          { do: "destroy", what: { ref: "target", index: 0 } },
          { do: "byPlayer", who: { ref: "controllerOfTarget", index: 0 }, effects: [mayCopy] },
        ],
      },
    );
  });
  it("that player or that permanent's controller may pay {R}{R}; if the player does, they may copy", () => {
    const a = one(
      "Chain Lightning deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy.",
      "Chain Lightning",
    );
    assert.equal(a.kind, "spell");
    assert.deepEqual(a.kind === "spell" ? a.effects.at(-1) : null, {
      do: "byPlayer",
      who: { ref: "targetPlayerOrController", index: 0 },
      effects: [{ do: "mayThen", first: { do: "payMana", mana: "{R}{R}" }, ifYouDo: [mayCopy] }],
    });
  });
  it("that player, after target player", () => {
    compiles(
      "Target player discards two cards. That player may copy this spell and may choose a new target for that copy.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "player", who: "any" } }],
        effects: [
          { do: "discard", who: { ref: "targetPlayer", index: 0 }, amount: 2 },
          { do: "byPlayer", who: { ref: "targetPlayer", index: 0 }, effects: [mayCopy] },
        ],
      },
    );
  });
  it("'that player' without a target player is not read", () => {
    assert.equal(
      one("Destroy target creature. That player may copy this spell and may choose a new target for that copy.").kind,
      "text",
    );
  });
});
