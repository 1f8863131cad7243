import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { newGame } from "../../bench/boards.js";
import { derive } from "../../src/mtg/layers/derive.js";
import { ZONES } from "../../src/mtg/model/object.js";
import { CREATURE_TYPES } from "../../src/mtg/model/subtypes.js";
import { createObject } from "../../src/mtg/game/objects.js";

/**
 * 702.73a: changeling is a characteristic-defining ability, "This object is every creature type";
 * 604.3: a characteristic-defining ability functions in every zone (Moritte of the Frost has it).
 */
describe("changeling (702.73a) in every zone (604.3)", () => {
  const state = newGame(["p1", "p2"]);
  const ids = ZONES.map(
    (zone) => createObject(state, { card: "Moritte of the Frost", token: null, owner: "p1", zone }).id,
  );
  const d = derive(state);
  for (const [i, zone] of ZONES.entries()) {
    it(`is every creature type in the ${zone}`, () => {
      const subtypes = d.get(ids[i] ?? "")?.subtypes ?? [];
      for (const t of CREATURE_TYPES) assert.ok(subtypes.includes(t), `${zone}: lacks ${t}`);
    });
  }
});
