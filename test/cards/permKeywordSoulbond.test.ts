import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { triggeredForms } from "../../src/mtg/abilities/keywordActions.js";
import { compiles, one } from "./compiled.js";

describe("soulbond (702.95): the keyword's two triggers and the paired statics", () => {
  it("Soulbond is a keyword line representing two triggered abilities (702.95a)", () => {
    const a = one("Soulbond (You may pair this creature with another unpaired creature when either enters.)");
    assert.equal(a.kind, "keyword");
    assert.deepEqual(
      triggeredForms(a).map((t) => t.trigger),
      [
        { on: "soulbond", entering: "self" },
        { on: "soulbond", entering: "another" },
      ],
    );
  });

  it("'each of those creatures gets' and 'both creatures have' affect it and its pair, while paired", () => {
    const paired = { is: "any", of: [{ is: "self" }, { is: "pairedWithSource" }] } as const;
    compiles(
      "As long as Wolfir Silverheart is paired with another creature, each of those creatures gets +4/+4.",
      {
        kind: "static",
        effects: [
          { affects: paired, parts: [{ op: "modifyPT", power: 4, toughness: 4 }], condition: { is: "selfPaired" } },
        ],
      },
      "Wolfir Silverheart",
    );
    const a = one(
      "As long as Silverblade Paladin is paired with another creature, both creatures have double strike.",
      "Silverblade Paladin",
    );
    assert.equal(a.kind, "static");
    if (a.kind === "static") assert.deepEqual(a.effects[0]?.affects, paired);
  });

  it("a paired sentence about something else stays text", () => {
    const text = "As long as Test Card is paired with another creature, you have hexproof.";
    assert.equal(one(text).kind, "text");
  });
});
