// 702.69a gravestorm: the keyword line, and its copy trigger counting permanents put into a graveyard this turn.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { copyOnCastTrigger } from "../../src/mtg/abilities/copyKeywords.js";
import { one } from "./compiled.js";

describe("gravestorm", () => {
  const text =
    "Gravestorm (When you cast this spell, copy it for each permanent put into a graveyard this turn. You may choose new targets for the copies.)";
  it("the keyword line compiles to the keyword", () => {
    assert.deepEqual(one(text), { kind: "keyword", text, keyword: "gravestorm" });
  });
  it("its trigger copies the spell for each permanent put into a graveyard from the battlefield this turn", () => {
    const trigger = copyOnCastTrigger({ kind: "keyword", text, keyword: "gravestorm" });
    assert.deepEqual(trigger?.effects, [
      {
        do: "copySpell",
        what: { ref: "triggerObject" },
        count: { of: "permanentsPutIntoGraveyardThisTurn" },
        newTargets: true,
        exceptions: [],
      },
    ]);
  });
});
