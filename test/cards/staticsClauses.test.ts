import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, one, staysText } from "./compiled.js";

describe("one subject, several static clauses (604.1)", () => {
  it("a P/T change and a rule effect on the enchanted creature", () => {
    compiles("Enchanted creature gets +2/+2 and can't block.", {
      kind: "static",
      effects: [{ affects: Filters.attached, parts: [{ op: "modifyPT", power: 2, toughness: 2 }] }],
      rules: [{ rule: "cantBlock", affects: Filters.attached }],
    });
  });

  it("'protection from A and from B' is two protections; 'and' inside a clause stays with it", () => {
    const a = one("Equipped creature gets +2/+2 and has protection from red and from blue.");
    assert.equal(a.kind, "static");
    const keywords = a.kind === "static" ? a.effects.flatMap((e) => e.parts) : [];
    assert.equal(keywords.length, 2);
    const b = one(
      "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.",
    );
    assert.equal(b.kind, "static");
    assert.equal(b.kind === "static" ? b.effects.length : 0, 3);
  });

  it("stays text when one clause is not understood", () => {
    staysText("Enchanted creature gets +1/+1 and is goaded.");
    staysText("Enchanted creature gets +3/+0 and can only attack alone.");
  });
});
