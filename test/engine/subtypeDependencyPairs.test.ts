/**
 * 205.3d and 613.8a: the subtypes an effect adds depend on each object's card types, so another
 * effect of layer 4 can change what it does — but only by adding or taking away a card type one
 * of those subtypes belongs to. The dependency search looks at such pairs only
 * (layers/reads.ts `mayChangeWhatItDoes`); any other pair of layer 4 needs no trial.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ContinuousPart } from "../../src/mtg/abilities/continuous.js";
import type { LayerEffect } from "../../src/mtg/layers/layerEffect.js";
import { mayChangeWhatItDoes, variation } from "../../src/mtg/layers/reads.js";

function layer4(id: string, ...parts: ContinuousPart[]): LayerEffect {
  return {
    id,
    origin: "static",
    sourceId: id,
    sourceName: id,
    abilityKey: `${id}:0`,
    controller: null,
    order: [1],
    timestamp: 1,
    cda: false,
    parts,
    partLayers: parts.map(() => "4"),
    affects: { is: "type", type: "Land" },
    zones: ["battlefield"],
    locked: null,
    condition: null,
    x: undefined,
    chosenColor: undefined,
    text: id,
    rule: "611.3",
  };
}

const urborg = layer4("urborg", { op: "addTypes", subtypes: ["Swamp"] });
const enchantedEvening = layer4("evening", { op: "addTypes", types: ["Enchantment"] });
const opalescence = layer4("opalescence", { op: "addTypes", types: ["Creature"] });
const animation = layer4("animation", { op: "addTypes", types: ["Land"] });
const imprisoned = layer4("imprisoned", { op: "setCardTypes", types: ["Land"] });
const bloodMoon = layer4("moon", { op: "setLandTypes", subtypes: ["Mountain"] });

test("an effect that only adds subtypes varies with each object's own card types (205.3d)", () => {
  assert.equal(variation(urborg, "4"), "ownTypes");
  assert.equal(variation(enchantedEvening, "4"), "fixed");
});

test("a land type added depends only on effects that add, take away or set the Land type", () => {
  assert.equal(mayChangeWhatItDoes(urborg, enchantedEvening, "4"), false);
  assert.equal(mayChangeWhatItDoes(urborg, opalescence, "4"), false);
  assert.equal(mayChangeWhatItDoes(urborg, bloodMoon, "4"), false);
  assert.equal(mayChangeWhatItDoes(urborg, animation, "4"), true);
  assert.equal(mayChangeWhatItDoes(urborg, imprisoned, "4"), true);
});

test("what an effect that can't vary does depends on nothing", () => {
  assert.equal(mayChangeWhatItDoes(enchantedEvening, imprisoned, "4"), false);
});
