// 702.144a demonstrate: the keyword line, and the triggered ability it stands for.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { copyOnCastTrigger } from "../../src/mtg/abilities/copyKeywords.js";
import { one } from "./compiled.js";

const REMINDER =
  "Demonstrate (When you cast this spell, you may copy it. If you do, choose an opponent to also copy it. Players may choose new targets for their copies.)";

describe("demonstrate", () => {
  it("the keyword line compiles to the keyword", () => {
    assert.deepEqual(one(REMINDER), { kind: "keyword", text: REMINDER, keyword: "demonstrate" });
  });
  it("you may copy it; if you do, an opponent you choose copies it too, each may choose new targets", () => {
    const copy = { do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] };
    assert.deepEqual(copyOnCastTrigger({ kind: "keyword", text: "Demonstrate", keyword: "demonstrate" }), {
      kind: "triggered",
      text: "Demonstrate",
      trigger: { on: "cast", filter: { is: "self" }, by: "you" },
      effects: [
        { do: "mayThen", first: copy, ifYouDo: [{ do: "byPlayer", who: { ref: "chosenOpponent" }, effects: [copy] }] },
      ],
    });
  });
});
