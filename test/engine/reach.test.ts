import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { newGame } from "../../bench/boards.js";
import { derive } from "../../src/mtg/layers/derive.js";
import { resolvedEffectsOf, staticEffectsOf } from "../../src/mtg/layers/effectsOf.js";
import type { LayerEffect } from "../../src/mtg/layers/layerEffect.js";
import { mayReach, type Reached, reachedAs } from "../../src/mtg/layers/speedups/reach.js";
import type { GameState } from "../../src/mtg/model/state.js";
import { createObject } from "../../src/mtg/game/objects.js";
import { recordEffect } from "../../src/mtg/game/recordEffect.js";

/**
 * Which effects a re-derivation looks at for a changed object (src/mtg/layers/reach.ts): an
 * effect's shape must let it pick the object as it is now or as it was, or it is skipped.
 */

function put(state: GameState, card: string, controller: string) {
  return createObject(state, { card, token: null, owner: controller, controller, zone: "battlefield" });
}

function staticEffect(state: GameState, id: string): LayerEffect {
  const obj = state.objects[id];
  const c = derive(state).get(id);
  const e = obj && c ? staticEffectsOf(obj, c)[0] : undefined;
  if (!e) throw new Error(`${id} has no static effect`);
  return e;
}

function asNow(state: GameState, id: string): Reached {
  const c = derive(state).get(id);
  if (!c) throw new Error(`${id} isn't derived`);
  return reachedAs(id, c);
}

describe("what an effect can reach (re-derivation)", () => {
  const state = newGame(["p1", "p2"]);
  const honor = put(state, "Honor of the Pure", "p1");
  const whiteMine = put(state, "Serra Angel", "p1");
  const greenMine = put(state, "Grizzly Bears", "p1");
  const whiteTheirs = put(state, "Serra Angel", "p2");
  const strength = put(state, "Giant Strength", "p2");
  strength.attachedTo = greenMine.id;
  const view = derive(state).view;

  it('a filter\'s type, color and controller ("white creatures you control")', () => {
    const e = staticEffect(state, honor.id);
    assert.equal(mayReach(e, view, [asNow(state, whiteMine.id)]), true);
    assert.equal(mayReach(e, view, [asNow(state, greenMine.id)]), false, "not white");
    assert.equal(mayReach(e, view, [asNow(state, whiteTheirs.id)]), false, "another player's");
    assert.equal(mayReach(e, view, [asNow(state, strength.id)]), false, "not a creature");
  });

  it("an object that had the characteristics before the change is reached, so that the effect can let it go", () => {
    const e = staticEffect(state, honor.id);
    const before = reachedAs(greenMine.id, { ...(derive(state).get(greenMine.id) ?? assert.fail()), colors: ["W"] });
    assert.equal(mayReach(e, view, [asNow(state, greenMine.id), before]), true);
  });

  it('the object an Aura\'s effect names ("enchanted creature", 303.4)', () => {
    const e = staticEffect(state, strength.id);
    assert.equal(mayReach(e, view, [asNow(state, greenMine.id)]), true);
    assert.equal(mayReach(e, view, [asNow(state, whiteMine.id)]), false);
  });

  it("a resolved effect's locked set (611.2c)", () => {
    const record = recordEffect(state, {
      sourceId: null,
      sourceName: "Giant Growth",
      controller: "p1",
      duration: "endOfTurn",
      affected: [whiteMine.id],
      parts: [{ op: "modifyPT", power: 3, toughness: 3 }],
      rule: "611.2a",
      text: "Target creature gets +3/+3 until end of turn.",
    });
    const [e] = resolvedEffectsOf([record]);
    assert.ok(e);
    assert.equal(mayReach(e, view, [asNow(state, whiteMine.id)]), true);
    assert.equal(mayReach(e, view, [asNow(state, greenMine.id)]), false);
  });

  it("an effect with a part before layer 6 is always looked at: its set was fixed in that layer (613.6)", () => {
    const fake: LayerEffect = { ...staticEffect(state, honor.id), partLayers: ["4", "7c"] };
    assert.equal(mayReach(fake, view, [asNow(state, greenMine.id)]), true);
  });
});
